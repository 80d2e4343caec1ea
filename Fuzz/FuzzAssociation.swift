/// libFuzzer entry point: the input is an apple-app-site-association file's JSON text.
///
/// Properties (issue 27, item 10): parsing never crashes or hangs, and stays
/// within its caps (10,000 rules, 100,000 pattern states); an accepted file
/// answers a few URLs for each app it names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let json = try? JSONParser().parse(input) else { return 0 }
    var parser = AssociationParser(file: "fuzz.json")
    parser.parse(json)
    var problems: [String] = []
    if parser.rules.count > AssociationParser.maximumRules { problems.append("\(parser.rules.count) rules") }
    if parser.states > AssociationParser.maximumStates + 1 { problems.append("\(parser.states) states") }
    failIfBroken(problems, input: input)
    guard let file = try? AssociationFile(parsing: json, file: "fuzz.json") else { return 0 }
    let urls = [
        AssociationURL(path: "/"), AssociationURL(path: "/a/b", query: "c=d", fragment: "e"),
        AssociationURL(path: "/buy/1"), AssociationURL(path: "/%E2%82%AC", query: "x=%20&y"),
        AssociationURL(path: String(repeating: "/a", count: 200)),
    ]
    for appID in file.appIDs.prefix(3) {
        for url in urls { _ = file.evaluate(url, appID: appID) }
    }
    return 0
}
