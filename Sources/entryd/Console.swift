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

    /// Writes `entryd: error: message` to the error stream.
    func error(_ message: String) {
        errors.write("entryd: error: \(message)\n")
    }

    /// Writes `entryd: warning: message` to the error stream.
    func warning(_ message: String) {
        errors.write("entryd: warning: \(message)\n")
    }

    /// Writes text to the error stream as it is.
    func report(_ text: String) {
        errors.write(text)
    }
}
