/// libFuzzer entry point: the input is names, one per line, that a table of
/// up to six routes uses in every role (route ids, captured and declared
/// parameter names, enum values of parameters and results); the other
/// choices come from the input's hash (HostileTable.make).
///
/// Properties (GeneratedSourceShape, issue 37 item 1): `generate swift`
/// never crashes and is deterministic; a refusal names, by JSON path inside
/// a route, each name it could not use; generated source is printable ASCII
/// whose every declared name is an identifier or a keyword in backticks,
/// unique in its scope, and hides neither a library type nor a module or
/// keyword the generated code needs. GeneratedSwiftCompilesTests holds the
/// same kind of table to the real `swiftc`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    failIfBroken(GeneratedSourceShape.problems(namesInput: input), input: input)
    return 0
}
