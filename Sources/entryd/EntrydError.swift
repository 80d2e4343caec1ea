#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What can stop entryd other than a refused table (``RouteTableError``).
enum EntrydError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The arguments are wrong: the message names the option.
    case usage(String)
    /// The input cannot be opened or read; `code` is the `errno`.
    case unreadableInput(path: String, code: Int32)
    /// The output cannot be written (a closed pipe is not an error); `code` is the `errno`.
    case unwritableOutput(code: Int32)
    /// `entryd aasa` needs the table's `appID`.
    case missingAppID(path: String)

    /// The exit status this error ends entryd with.
    var exitStatus: ExitStatus {
        switch self {
        case .usage: .usage
        case .unreadableInput, .unwritableOutput: .ioError
        case .missingAppID: .dataError
        }
    }

    var description: String {
        switch self {
        case .usage(let message):
            message
        case .unreadableInput(let path, let code):
            "cannot read input \(path): \(Self.explain(code))"
        case .unwritableOutput(let code):
            "cannot write output: \(Self.explain(code))"
        case .missingAppID(let path):
            "\(path) has no appID; an apple-app-site-association file names the app by its appID (TEAMID.bundle.identifier)"
        }
    }

    /// The C library's sentence for an `errno` value.
    static func explain(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
