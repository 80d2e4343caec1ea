/// libFuzzer entry point: the input is an event stream (usually one line).
///
/// Properties (InputProperties.eventProblems): EventSession never crashes,
/// writes exactly one non-resumed result per non-blank line, in order, and
/// every result is a JSON object that follows the Event and result formats article (Results).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    // NB: libFuzzer calls this on the main thread, so the session's main
    // actor isolation holds; a small line limit lets line-too-long be reached.
    // The copy is Sendable, so it may cross into the main actor's closure.
    let bytes = Array(input)
    let problems = MainActor.assumeIsolated {
        bytes.withUnsafeBufferPointer {
            InputProperties.eventProblems($0, router: demoRouter, maximumLineBytes: 2048)
        }
    }
    failIfBroken(problems, input: input)
    return 0
}
