import EntryPoints
import Foundation

@testable import entryd

/// What one in-process run of entryd did.
@MainActor
struct Run {
    let status: ExitStatus
    let outputBytes: [UInt8]
    let output: String
    let errors: String

    /// The output lines.
    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }

    /// The output lines, parsed.
    var results: [JSONObject] { lines.compactMap { try? JSONParser().parse($0).objectValue } }
}

/// Runs entryd in-process with `arguments`, reading `input` as its standard input.
@MainActor
func entryd(_ arguments: [String], input: Input = .text("")) -> Run {
    let output = OutputCapture()
    let errors = OutputCapture()
    let status = Entryd.run(arguments: arguments, input: input, output: .capture(output), errors: .capture(errors))
    return Run(status: status, outputBytes: output.bytes, output: output.text, errors: errors.text)
}

/// A folder of its own under the temporary directory, for files a test writes.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "entryd-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `contents` to `name` in the folder and returns its path.
    @discardableResult
    func file(_ name: String, _ contents: String) throws -> String {
        try bytes(name, Array(contents.utf8))
    }

    /// Writes `contents` to `name` in the folder and returns its path.
    @discardableResult
    func bytes(_ name: String, _ contents: [UInt8]) throws -> String {
        let full = path + "/" + name
        try Data(contents).write(to: URL(fileURLWithPath: full))
        return full
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Small route tables for the tests.
enum Tables {
    /// A valid table with one route.
    static let small = #"{"schemes":["app"],"routes":[{"id":"home","patterns":["/home"]}]}"#
    /// A table with two errors.
    static let refused = #"{"routes":[{"id":"a","params":{"x":"integer"}},{"patterns":[1]}]}"#
    /// Two routes whose patterns have one shape.
    static let conflicting = #"{"routes":[{"id":"a","patterns":["/a/:x"]},{"id":"b","patterns":["/a/:y"]}]}"#
    /// A table that names an association file that does not exist.
    static let missingAssociationFile = #"""
        {"appID":"ABCDE12345.com.example.app","domains":["example.com"],
         "associationFiles":{"example.com":"no-such-aasa.json"},"routes":[{"id":"a","patterns":["/a"]}]}
        """#
    /// A table with an appID and web routes.
    static let withAppID = #"""
        {"appID":"ABCDE12345.com.example.app","domains":["example.com"],
         "routes":[{"id":"story","patterns":["/story/:id"]},{"id":"debug","patterns":["/debug"],"exposure":"internal"}]}
        """#
}
