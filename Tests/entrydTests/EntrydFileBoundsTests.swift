import EntryPoints
import Foundation
import Testing

@testable import entryd

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Issue 27, item 7: route tables and association files are read only when
/// they are regular files under the stated size, refused by path otherwise
/// (65 too large, 74 not a regular file), and never read without end.
@MainActor
@Suite("Table and association files are read within bounds")
struct EntrydFileBoundsTests {
    /// A table naming `path` as example.com's association file.
    static func table(naming path: String) -> String {
        #"{"appID":"ABCDE12345.com.example.app","domains":["example.com"],"associationFiles":{"example.com":""#
            + path + #""},"routes":[{"id":"a","patterns":["/a"]}]}"#
    }

    // Issue 27, item 7.
    @Test("--routes /dev/zero is refused as not a regular file (74), at once")
    func routesFromADevice() {
        for arguments in [
            ["--routes", "/dev/zero"], ["check", "--routes", "/dev/zero"], ["aasa", "--routes", "/dev/zero"],
        ] {
            let run = entryd(arguments)
            #expect(run.status == .ioError, "\(arguments)")
            #expect(run.errors.contains("/dev/zero") || run.output.contains("/dev/zero"), "\(arguments)")
            #expect(run.errors.contains("not a regular file") || run.output.contains("not a regular file"))
        }
    }

    // Issue 27, item 7.
    @Test("A FIFO as the table or as an association file is refused (74) without waiting for a writer")
    func fifos() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/fifo.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let direct = entryd(["--routes", fifo])
        #expect(direct.status == .ioError)
        #expect(direct.errors.contains("fifo.json: not a regular file"))
        let table = try folder.file("routes.json", Self.table(naming: "fifo.json"))
        let named = entryd(["--routes", table])
        #expect(named.status == .ioError)
        #expect(named.errors.contains("not a regular file"))
    }

    // Issue 27, item 7.
    @Test("An association file naming /dev/zero is refused (74), not read until memory runs out")
    func associationFileFromADevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let table = try folder.file("routes.json", Self.table(naming: "/dev/zero"))
        let run = entryd(["--routes", table])
        #expect(run.status == .ioError)
        #expect(run.errors.contains("/dev/zero: not a regular file"))
        let check = entryd(["check", "--routes", table])
        #expect(check.status == .ioError)
    }

    // Issue 27, item 7.
    @Test("A table or association file over the size limit is refused by path (65)")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // NB: a sparse file: its size is what counts, and nothing is written.
        let large = folder.path + "/large.json"
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, off_t(RouteTable.maximumFileSize + 1)) == 0)
        let direct = entryd(["--routes", large])
        #expect(direct.status == .dataError)
        #expect(direct.errors.contains("large.json is larger than 33554432 bytes"))
        let table = try folder.file("routes.json", Self.table(naming: "large.json"))
        let named = entryd(["--routes", table])
        #expect(named.status == .dataError)
        #expect(named.errors.contains("large.json is larger than 33554432 bytes"))
        #expect(entryd(["check", "--routes", large]).status == .dataError)
        // NB: one byte under the limit is read (and then refused only as JSON).
        #expect(truncate(large, off_t(RouteTable.maximumFileSize)) == 0)
        let atLimit = entryd(["--routes", large])
        #expect(!atLimit.errors.contains("is larger than"))
    }
}
