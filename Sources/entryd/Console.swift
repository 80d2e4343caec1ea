import EntryPointsTooling

/// entryd's two output streams, with the prefixes of its messages.
@MainActor
struct Console {
    /// Where results and reports go.
    let output: Output
    /// Where errors, warnings and the summary go.
    let errors: Output

    /// Writes `text` to the output as it is.
    @discardableResult
    func print(_ text: String) -> Output.WriteResult {
        output.write(text)
    }

    /// Writes `text` to the output, or throws when it cannot be written
    /// (`> /dev/full`, a closed descriptor): a report that was not written
    /// must not end with 0 (issue 31, item 2). A pipe its reader closed
    /// (`| head`) is a quiet end, as in routing.
    /// - Throws: ``EntrydError/unwritableOutput(code:)``.
    func printChecked(_ text: String) throws(EntrydError) {
        if case .failed(let code) = output.write(text) { throw .unwritableOutput(code: code) }
    }

    /// Writes `entryd: error: message` to the error stream, the message
    /// escaped by ``TerminalText/escaped(_:)`` (it may quote a table).
    func error(_ message: String) {
        errors.write("entryd: error: \(TerminalText.escaped(message))\n")
    }

    /// Writes `entryd: warning: message` to the error stream, escaped as ``error(_:)``.
    func warning(_ message: String) {
        errors.write("entryd: warning: \(TerminalText.escaped(message))\n")
    }

    /// Writes text to the error stream as it is.
    func report(_ text: String) {
        errors.write(text)
    }
}
