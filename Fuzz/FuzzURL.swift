/// libFuzzer entry point: the input is one URL, as raw bytes.
///
/// Properties (InputProperties.urlProblems): normalization never crashes;
/// an accepted URL has no empty or dot segment and a covered host; segments
/// survive re-encoding; resolving is deterministic; no external entry of any
/// kind reaches an internal route.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    failIfBroken(InputProperties.urlProblems(input, router: demoRouter), input: input)
    return 0
}
