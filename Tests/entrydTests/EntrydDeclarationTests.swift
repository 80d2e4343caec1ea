import EntryPoints
import EntryPointsTooling
import Foundation
import Testing

@testable import entryd

/// `entryd check --info-plist --entitlements` and `entryd generate info-plist`,
/// over the property lists of Tests/DeclarationFixtures (one folder per mismatch kind).
@MainActor
@Suite("entryd check against Info.plist and entitlements")
struct EntrydDeclarationTests {
    static let folder = Fixture.packageRoot + "/Tests/DeclarationFixtures"
    static let routes = folder + "/routes.json"

    /// `entryd check --json` of the table against the folder `name`'s files.
    func check(_ name: String, strict: Bool = false) -> (status: entryd.ExitStatus, findings: [JSONObject]) {
        let run = entryd(
            [
                "check", "--routes", Self.routes, "--json", "--info-plist", Self.folder + "/\(name)/Info.plist",
                "--entitlements", Self.folder + "/\(name)/App.entitlements",
            ] + (strict ? ["--strict"] : []))
        let json = try? JSONParser().parse(run.output).objectValue
        let findings = json?["findings"]?.arrayValue?.compactMap(\.objectValue) ?? []
        return (run.status, findings)
    }

    // Issue 29, item 3.
    @Test("Matching declarations give no finding")
    func matching() {
        let (status, findings) = check("matching")
        #expect(status == .success)
        #expect(findings.isEmpty, "\(findings)")
    }

    // Issue 29, item 3: each mismatch kind, with its place in the table or the property list.
    @Test(
        "Each mismatch kind is found, with its code and location",
        arguments: [
            ("scheme-not-declared-and-unused", "check.scheme-not-declared", "schemes[0]"),
            (
                "scheme-not-declared-and-unused", "check.scheme-unused",
                "scheme-not-declared-and-unused/Info.plist: CFBundleURLTypes[0].CFBundleURLSchemes[0]"
            ),
            ("activity-not-declared", "check.activity-not-declared", "routes[0].activity"),
            ("activity-unrouted", "check.activity-unrouted", "activity-unrouted/Info.plist: NSUserActivityTypes[1]"),
            (
                "shortcut-unrouted-binary", "check.shortcut-unrouted",
                "shortcut-unrouted-binary/Info.plist: UIApplicationShortcutItems[2].UIApplicationShortcutItemType"
            ),
            ("domain-not-declared", "check.domain-not-declared", "domains[1]"),
            (
                "domain-unrouted", "check.domain-unrouted",
                "domain-unrouted/App.entitlements: com.apple.developer.associated-domains[2]"
            ),
        ])
    func mismatch(folder: String, code: String, location: String) {
        let (status, findings) = check(folder)
        #expect(status == .success, "mismatches are warnings")
        let found = findings.filter { $0["code"]?.stringValue == code }
        #expect(found.count == 1, "\(findings)")
        #expect(found.first?["location"]?.stringValue?.hasSuffix(location) == true, "\(found)")
        #expect(found.first?["severity"]?.stringValue == "warning")
        #expect(check(folder, strict: true).status == .dataError, "--strict makes them refuse (65)")
    }

    // Issue 29, item 3: an Info.plist in the source tree holds build settings, which cannot be compared.
    @Test("A declared value holding a build setting is a note, not compared, and does not refuse a strict check")
    func unexpandedVariables() {
        let (status, findings) = check("unexpanded-variables", strict: true)
        #expect(status == .success, "\(findings)")
        #expect(findings.count == 3, "\(findings)")
        #expect(findings.allSatisfy { $0["code"]?.stringValue == "check.unexpanded-variable" })
        #expect(findings.allSatisfy { $0["severity"]?.stringValue == "note" })
    }

    @Test("The other side's place is named in the message")
    func bothLocations() {
        let (_, findings) = check("scheme-not-declared-and-unused")
        let messages = findings.compactMap { $0["message"]?.stringValue }
        #expect(messages.contains { $0.contains("scheme-not-declared-and-unused/Info.plist") })
        #expect(messages.contains { $0.contains("(schemes)") })
    }

    @Test("A file that is not a property list refuses the check (65); a missing one is unreadable (74)")
    func badFiles() throws {
        let run = entryd(
            ["check", "--routes", Self.routes, "--info-plist", Self.folder + "/not-a-plist/Info.plist"])
        #expect(run.status == .dataError)
        #expect(run.output.contains("is not a property list"))
        let missing = entryd(["check", "--routes", Self.routes, "--entitlements", Self.folder + "/nope.entitlements"])
        #expect(missing.status == .ioError)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.bytes("huge.plist", [UInt8](repeating: 0x20, count: AppDeclarations.maximumFileBytes + 1))
        let huge = entryd(["check", "--routes", Self.routes, "--info-plist", folder.path + "/huge.plist"])
        #expect(huge.status == .dataError)
        #expect(huge.output.contains("larger than the limit"))
        let fifo = entryd(["check", "--routes", Self.routes, "--info-plist", folder.path])
        #expect(fifo.status == .ioError, "a folder is not a regular file")
    }

    /// A binary property list of `depth` arrays, each holding the next.
    static func nestedBinaryPlist(depth: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<depth {
            offsets.append(bytes.count)
            if index < depth - 1 {
                let next = index + 1
                bytes += [0xA1, UInt8(next >> 16 & 0xFF), UInt8(next >> 8 & 0xFF), UInt8(next & 0xFF)]
            } else {
                bytes.append(0xA0)
            }
        }
        let table = bytes.count
        for offset in offsets { bytes += (0..<4).reversed().map { UInt8(offset >> ($0 * 8) & 0xFF) } }
        func big64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 4, 3] + big64(depth) + big64(0) + big64(table)
        return bytes
    }

    /// A binary property list of `levels` arrays, each holding `references`
    /// references to the one below, over one string: a few hundred bytes
    /// that stand for `references ^ levels` strings once written out.
    static func sharedBinaryPlist(levels: Int, references: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets = [bytes.count]
        bytes += [0x51, UInt8(ascii: "x")]
        for level in 0..<levels {
            offsets.append(bytes.count)
            bytes += [0xAF, 0x10, UInt8(references)] + [UInt8](repeating: UInt8(level), count: references)
        }
        let table = bytes.count
        bytes += offsets.map { UInt8($0) }
        func big64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + big64(offsets.count) + big64(levels) + big64(table)
        return bytes
    }

    // Issue 37, item 2: "a 197-byte binary property list exhausts the machine".
    @Test("A binary property list of 7 levels of 16 shared references is refused (65) by its object count")
    func sharedReferences() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Self.sharedBinaryPlist(levels: 7, references: 16)
        #expect(bytes.count < 200)
        let path = try folder.bytes("bomb.plist", bytes)
        for flag in ["--info-plist", "--entitlements"] {
            let run = entryd(["check", "--routes", Self.routes, "--json", flag, path])
            #expect(run.status == .dataError, "\(run.output)")
            #expect(run.output.contains("plist.too-many-objects"), "\(run.output)")
            #expect(run.output.contains("more than 100000 objects"))
        }
        // Two levels stay under the limit and read as the shared array they are.
        let small = try folder.bytes("small.plist", Self.sharedBinaryPlist(levels: 2, references: 16))
        let run = entryd(["check", "--routes", Self.routes, "--info-plist", small])
        #expect(run.output.contains("has no dictionary at its root"), "\(run.output)")
    }

    // Issue 29, item 3: hostile property lists get the bounds of tables and never crash.
    @Test("Property lists nested 100,000 deep, XML and binary, are refused without crashing")
    func deepNesting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let depth = 100_000
        let xml = try folder.file(
            "deep.plist",
            #"<?xml version="1.0"?><plist version="1.0"><dict><key>a</key>"#
                + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                + "</dict></plist>")
        let binary = try folder.bytes("deep.bplist", Self.nestedBinaryPlist(depth: depth))
        let shallow = try folder.bytes("shallow.bplist", Self.nestedBinaryPlist(depth: 3))
        for path in [xml, binary] {
            let run = entryd(["check", "--routes", Self.routes, "--info-plist", path])
            #expect(run.status == .dataError, "\(path): \(run.output)")
            #expect(run.output.contains("is not a property list"))
        }
        // The generator is right: a shallow one parses, and is refused only for its root.
        let run = entryd(["check", "--routes", Self.routes, "--info-plist", shallow])
        #expect(run.output.contains("has no dictionary at its root"), "\(run.output)")
    }

    // Issue 29, item 3.
    @Test("generate info-plist prints fragments that make the declarations match, the same bytes each time")
    func generate() throws {
        let first = entryd(["generate", "info-plist", "--routes", Self.routes])
        #expect(first.status == .success)
        #expect(first.output == entryd(["generate", "info-plist", "--routes", Self.routes]).output)
        #expect(first.output.contains("<string>demoapp</string>"))
        #expect(first.output.contains("<string>com.example.demo.story</string>"))
        #expect(!first.output.contains("NSUserActivityTypeBrowsingWeb"))
        #expect(first.output.contains("<string>applinks:*.example.com</string>"))
        // The fragments, wrapped into property lists, satisfy the check.
        let parts = first.output.components(separatedBy: "<!-- entitlements -->\n")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func plist(_ body: String) -> String {
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + body + "</dict></plist>\n"
        }
        let info = try folder.file("Info.plist", plist(parts[0]))
        let entitlements = try folder.file("App.entitlements", plist(parts[1]))
        let run = entryd(
            ["check", "--routes", Self.routes, "--strict", "--info-plist", info, "--entitlements", entitlements])
        #expect(run.status == .success, "\(run.output)")
    }
}
