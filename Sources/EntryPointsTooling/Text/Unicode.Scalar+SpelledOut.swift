extension Unicode.Scalar {
    /// The scalar as visible text, `\u{1B}`: the one spelling the terminal,
    /// HTML and XML escaping rules use for what would not show as itself.
    var spelledOut: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }
}
