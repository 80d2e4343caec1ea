/// `--held-memory N`: what `entryd` holds for N entries held until `ready`
/// (issue 41, item 4), measured as SECURITY.md's held-entry row does: N
/// lines `{"type":"url","url":"demoapp://story/K"}` then `{"type":"ready"}`,
/// run with `--cold-start --max-held N` on the built-in table, through the
/// launcher so the peak is entryd's own.
enum HeldMemory {
    /// Three lines: the peak with one entry held, the peak with `count` held,
    /// and the bytes per held entry (the peak over `count`, and the growth over one held).
    static func measure(entrydPath: String, count: Int) throws(BenchError) -> String {
        let directory = try FileSystem.makeTemporaryDirectory()
        let many = directory + "/held-\(count).jsonl"
        let one = directory + "/held-1.jsonl"
        defer {
            FileSystem.remove(many)
            FileSystem.remove(one)
            FileSystem.remove(directory)
        }
        try FileSystem.create(many, with: lines(count))
        try FileSystem.create(one, with: lines(1))
        let floor = try run(entrydPath, input: one, count: 1)
        let peak = try run(entrydPath, input: many, count: count)
        let each = Double(peak) / Double(count)
        let grown = Double(peak - floor) / Double(count)
        return """
            entryd, 1 entry held then ready: \(Format.size(floor)) peak
            entryd, \(Format.grouped(count)) entries held then ready: \(Format.size(peak)) peak
            held entry: \(Format.number(each, decimals: 1)) bytes each (peak ÷ \(Format.grouped(count))), \(Format.number(grown, decimals: 1)) beyond one held

            """
    }

    /// The events: `count` URL entries, then `ready`.
    private static func lines(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 44 + 20)
        for index in 0..<count {
            bytes += Array(#"{"type":"url","url":"demoapp://story/\#(index)"}"#.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += Array(#"{"type":"ready"}"#.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// entryd's peak resident bytes on `input`.
    private static func run(_ path: String, input: String, count: Int) throws(BenchError) -> Int {
        let exit = try ChildProcess.measure(path, ["--cold-start", "--max-held", String(count), "--input", input])
        guard exit.status == 0 else { throw BenchError("\(path) exited with \(exit.status) on \(input)") }
        return exit.peakResidentBytes
    }
}
