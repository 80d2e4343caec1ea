import Foundation

/// The demo table's router, which both fuzz targets route against.
///
/// NB: scripts/fuzz runs the targets from the package root; set
/// `ENTRYPOINTS_ROUTES` to fuzz against another table.
let demoRouter: Router = {
    let path = getenv("ENTRYPOINTS_ROUTES").map { String(cString: $0) } ?? "Fixtures/demo/routes.json"
    do {
        return try Router(RouteTable.load(contentsOf: path, warnings: .refuse))
    } catch {
        fatalError("cannot load the route table at \(path): \(error)")
    }
}()

/// Reports broken properties the way libFuzzer expects: print, then abort,
/// so the input is saved as a crash artifact.
func failIfBroken(_ problems: [String], input: UnsafeBufferPointer<UInt8>) {
    guard !problems.isEmpty else { return }
    // NB: to standard error, which is unbuffered: abort() would drop buffered standard output.
    var report = "property broken for input of \(input.count) bytes:\n"
    for problem in problems { report += "  - \(problem)\n" }
    FileHandle.standardError.write(Data(report.utf8))
    abort()
}
