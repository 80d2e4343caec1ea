import Foundation

/// A stand-in for entryd's I/O loop, compiled by scripts/memory-bounds
/// together with the library sources: standard input in 64 KiB chunks,
/// through LineReader and EventSession over the demo table, result lines to
/// standard output. It measures the library's engine while entryd's own
/// loop is not there yet, and stays useful afterwards as the baseline.
@main
struct EngineDriver {
    static func main() throws {
        var limit = 1 << 20
        var routes = "Fixtures/demo/routes.json"
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--max-line-bytes": limit = Int(arguments.next() ?? "") ?? limit
            case "--routes": routes = arguments.next() ?? routes
            default: break
            }
        }
        let router = try Router(RouteTable.load(contentsOf: routes, warnings: .refuse))
        MainActor.assumeIsolated { run(router: router, limit: limit) }
    }

    @MainActor
    static func run(router: Router, limit: Int) {
        let session = EventSession(router: router)
        var reader = LineReader(maximumLineBytes: limit)
        let handle: (LineReader.Line) -> Void = { line in
            switch line {
            case .complete(let number, let bytes): session.process(line: bytes, number: number)
            case .tooLong(let number): session.lineTooLong(number: number, limit: limit)
            }
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            chunk.withUnsafeBufferPointer { reader.feed(UnsafeBufferPointer(rebasing: $0[..<count]), handle) }
            flush(session)
        }
        reader.finish(handle)
        flush(session)
    }

    @MainActor
    static func flush(_ session: EventSession) {
        var written = 0
        session.output.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = write(1, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { exit(74) }
                written += count
            }
        }
        session.output.removeAll(keepingCapacity: true)
    }
}
