/// libFuzzer entry point: the input is a route table's JSON text.
///
/// Properties (issue 27): loading never crashes or hangs, whatever the
/// table: the JSON parser, the decoder, validation (patterns, regex types,
/// guards) and the router's compilation either accept it or refuse it with
/// at least one error; an accepted table routes a URL.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let json = try? JSONParser().parse(input) else { return 0 }
    let table: RouteTable
    do {
        table = try RouteTable.decode(json, warnings: .ignore)
    } catch {
        // NB: an error without a path is about the document itself (`3333333` is not an object).
        failIfBroken(error.errors.isEmpty ? ["refused without naming an error"] : [], input: input)
        return 0
    }
    guard let router = try? Router(table) else { return 0 }
    for scheme in table.schemes.prefix(2) {
        _ = router.resolve(.url(URLEntry("\(scheme)://a/1?x=1")))
    }
    return 0
}
