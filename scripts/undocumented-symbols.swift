// Lists the public declarations that have no doc comment, from symbol graph
// files (swift-symbolgraph-extract's output), and exits 1 if there is any.
//
//   swift scripts/undocumented-symbols.swift DIR...
//
// NB: symbols without a source location are synthesized or inherited
// (`hash(into:)` of a Hashable enum, a protocol's default implementation),
// so they have no declaration to document and are skipped.
import Foundation

var missing: [String] = []
for directory in CommandLine.arguments.dropFirst() {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for file in files.sorted() where file.hasSuffix(".symbols.json") {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url),
            let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else {
            FileHandle.standardError.write(Data("error: cannot read the symbol graph \(url.path)\n".utf8))
            exit(2)
        }
        for symbol in symbols where symbol["docComment"] == nil {
            guard let location = symbol["location"] as? [String: Any],
                let uri = location["uri"] as? String,
                let position = location["position"] as? [String: Any],
                let line = position["line"] as? Int
            else { continue }
            let path = uri.replacingOccurrences(of: "file://", with: "")
            let shown = path.range(of: "/Sources/").map { "Sources/" + path[$0.upperBound...] } ?? path
            let name = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? "?"
            missing.append("\(shown):\(line + 1): public declaration without a doc comment: \(name)")
        }
    }
}
for line in Set(missing).sorted() { print(line) }
if !missing.isEmpty {
    FileHandle.standardError.write(Data("error: \(Set(missing).count) public declarations have no doc comment\n".utf8))
    exit(1)
}
