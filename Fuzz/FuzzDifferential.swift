/// libFuzzer entry point for issue 21's differential property: the input's
/// first line is a route table (the demo table when it does not load), the
/// rest an event stream; the fast path and the general path must write
/// byte-identical output, and every line must be one well-formed result
/// (ResultShape) with the expected line number.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let bytes = Array(input)
    let split = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let router = differentialRouter(tableBytes: Array(bytes[..<split]))
    let events = split < bytes.count ? Array(bytes[(split + 1)...]) : []
    let problems = MainActor.assumeIsolated { differentialProblems(router: router, events: events) }
    failIfBroken(problems, input: input)
    return 0
}

/// The table of the first line, or the demo table.
func differentialRouter(tableBytes: [UInt8]) -> Router {
    guard let json = try? JSONParser().parse(tableBytes),
        let table = try? RouteTable.decode(json, warnings: .ignore), let router = try? Router(table)
    else { return demoRouter }
    return router
}

/// What differs between the two paths, or is wrong on either.
@MainActor
func differentialProblems(router: Router, events: [UInt8]) -> [String] {
    func run(_ fastPath: Bool) -> [UInt8] {
        var options = EventSession.Options()
        options.usesFastPath = fastPath
        let session = EventSession(router: router, options: options)
        var reader = LineReader(maximumLineBytes: 4096)
        let handle: (LineReader.Line) -> Void = { line in
            switch line {
            case .complete(let number, let bytes): session.process(line: bytes, number: number)
            case .tooLong(let number): session.lineTooLong(number: number, limit: 4096)
            }
        }
        reader.feed(events, handle)
        reader.finish(handle)
        return session.output.bytes
    }
    let fast = run(true)
    let general = run(false)
    var problems: [String] = []
    if fast != general {
        let a = fast.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let b = general.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            let left = index < a.count ? String(decoding: a[index].prefix(300), as: UTF8.self) : "—"
            let right = index < b.count ? String(decoding: b[index].prefix(300), as: UTF8.self) : "—"
            problems.append("paths differ at output line \(index + 1):\n fast:    \(left)\n general: \(right)")
            break
        }
    }
    problems += ResultShape.check(output: fast).flatMap(\.problems)
    return problems
}
