import Foundation
import Testing

@testable import EntryPointsTooling

/// The property list reader behind `entryd check --info-plist --entitlements`:
/// XML and binary, without Foundation, bounded in objects and nesting, entity-free.
@Suite("Property list reader")
struct PropertyListReaderTests {
    static let folder = Fixture.packageRoot + "/Tests/DeclarationFixtures"

    func read(_ bytes: [UInt8]) -> Result<PropertyList, PropertyList.ReadError> {
        Result { () throws(PropertyList.ReadError) in try PropertyList.read(bytes) }
    }

    func read(_ xml: String) -> Result<PropertyList, PropertyList.ReadError> { read(Array(xml.utf8)) }

    func message(_ result: Result<PropertyList, PropertyList.ReadError>) -> String {
        if case .failure(let error) = result { return error.message }
        return "accepted"
    }

    /// `value` in an XML plist document.
    func xml(_ value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(value)
        </plist>
        """
    }

    // Issue 41, item 4: the reader replaces PropertyListSerialization and must read what it read.
    @Test("Every declaration fixture reads, XML and binary, to what the file says")
    func readsTheFixtures() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).sorted()
        var read = 0
        for name in names where name != "not-a-plist" && name != "routes.json" {
            for file in ["Info.plist", "App.entitlements"] {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.folder)/\(name)/\(file)")))
                let value = try PropertyList.read(bytes)
                #expect(value.dictionaryValue != nil, "\(name)/\(file)")
                read += 1
            }
        }
        #expect(read == 16)
        let binary = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: Self.folder + "/shortcut-unrouted-binary/Info.plist")))
        #expect(binary.starts(with: Array("bplist00".utf8)))
        let root = try #require(try PropertyList.read(binary).dictionaryValue)
        #expect(root["CFBundleIdentifier"] == .string("com.example.demo"))
        let schemes = root["CFBundleURLTypes"]?.arrayValue?.first?.dictionaryValue?["CFBundleURLSchemes"]
        #expect(schemes == .array([.string("demoapp")]))
        #expect(root["UIApplicationShortcutItems"]?.arrayValue?.count == 3)
    }

    @Test("XML scalars: strings with references and CDATA, integers, reals, Booleans, dates, data, empty forms")
    func xmlScalars() throws {
        let value = try read(
            xml(
                """
                <dict>
                    <key>text</key><string>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#233;&#x1F600;<![CDATA[<raw>&]]><!-- gone --></string>
                    <key>number</key><integer> -42 </integer>
                    <key>big</key><integer>9223372036854775807</integer>
                    <key>real</key><real>2.5</real>
                    <key>yes</key><true/>
                    <key>no</key><false></false>
                    <key>when</key><date>2001-01-02T00:00:01Z</date>
                    <key>bytes</key><data>
                        AAEC
                        /w==
                    </data>
                    <key>empty</key><string/>
                    <key>none</key><array/>
                    <key>nothing</key><dict/>
                    <key/><string>empty key</string>
                </dict>
                """)
        ).get()
        let members = try #require(value.dictionaryValue)
        #expect(members["text"] == .string("a <b> & \"c\" 'd' é😀<raw>&"))
        #expect(members["number"] == .integer(-42))
        #expect(members["big"] == .integer(Int64.max))
        #expect(members["real"] == .real(2.5))
        #expect(members["yes"] == .boolean(true))
        #expect(members["no"] == .boolean(false))
        #expect(members["when"] == .date(86_401))
        #expect(members["bytes"] == .data([0, 1, 2, 0xFF]))
        #expect(members["empty"] == .string(""))
        #expect(members["none"] == .array([]))
        #expect(members["nothing"] == .dictionary([:]))
        #expect(members[""] == .string("empty key"))
        #expect(try read("<array><string>bare</string></array>").get() == .array([.string("bare")]))
    }

    @Test("Binary scalars: ASCII and UTF-16 strings, integers of every size, reals, dates, data, Booleans, UIDs")
    func binaryScalars() throws {
        var builder = BinaryPropertyListBuilder()
        let elements = [
            builder.add(.string("ascii")), builder.add(.utf16("é😀")), builder.add(.integer(0, [0xFF])),
            builder.add(.integer(1, [0x01, 0x00])),
            builder.add(.integer(3, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE])),
            builder.add(.integer(4, [UInt8](repeating: 0, count: 9) + [1, 0, 0, 0, 0, 0, 0])),
            builder.add(.real(-0.5)), builder.add(.date(86_401)), builder.add(.data([1, 2, 3])),
            builder.add(.boolean(true)), builder.add(.uid(7)),
            builder.add(.string(String(repeating: "long", count: 10))),
        ]
        let top = builder.add(.array(elements))
        let value = try PropertyList.read(builder.bytes(top: top))
        #expect(
            value
                == .array([
                    .string("ascii"), .string("é😀"), .integer(255), .integer(256), .integer(-2),
                    .integer(1 << 48), .real(-0.5), .date(86_401), .data([1, 2, 3]), .boolean(true), .uid(7),
                    .string(String(repeating: "long", count: 10)),
                ]))
    }

    // Issue 37, item 2: "a 197-byte binary property list exhausts the machine".
    @Test("Shared references, 7 levels of 16, are refused by the object count before any copy is made")
    func sharedReferencesAreBounded() throws {
        var builder = BinaryPropertyListBuilder()
        builder.referenceSize = 1
        var below = builder.add(.string("x"))
        for _ in 0..<7 { below = builder.add(.array([Int](repeating: below, count: 16))) }
        let bytes = builder.bytes(top: below)
        #expect(bytes.count < 300)
        let result = read(bytes)
        #expect(message(result).contains("more than 100000 objects"), "\(message(result))")
        guard case .failure(let error) = result else { return }
        #expect(error.tooManyObjects)
    }

    // Issue 37, item 2: 2 levels × N references grew quadratically.
    @Test("Two levels of N shared references: read once and shared under the limit, refused over it")
    func quadraticSharing() throws {
        func twoLevels(_ count: Int) -> [UInt8] {
            var builder = BinaryPropertyListBuilder()
            let leaf = builder.add(.string("leaf"))
            let middle = builder.add(.array([Int](repeating: leaf, count: count)))
            let top = builder.add(.array([Int](repeating: middle, count: count)))
            return builder.bytes(top: top)
        }
        // 1 + 300 × (1 + 300) = 90,301 objects written out: accepted.
        let accepted = try PropertyList.read(twoLevels(300))
        #expect(accepted.arrayValue?.count == 300)
        #expect(accepted.arrayValue?.last?.arrayValue?.count == 300)
        // 1 + 317 × (1 + 317) = 100,807: refused.
        #expect(message(read(twoLevels(317))).contains("more than 100000 objects"))
        // A list of 40,000 references (160 KB) to one array of 40,000: refused at the second array's slots.
        #expect(message(read(twoLevels(40_000))).contains("more than 100000 objects"))
    }

    @Test("A binary object that contains itself is refused, not walked forever")
    func cycles() {
        var builder = BinaryPropertyListBuilder()
        builder.add(.array([1]))
        builder.add(.dictionary(keys: [2], values: [0]))
        builder.add(.string("key"))
        #expect(message(read(builder.bytes(top: 0))).contains("contains itself"))
    }

    @Test("Nesting: 512 levels read, 513 refused, in XML and binary")
    func nesting() throws {
        func binary(_ depth: Int) -> [UInt8] {
            var builder = BinaryPropertyListBuilder()
            var below = builder.add(.array([]))
            for _ in 1..<depth { below = builder.add(.array([below])) }
            return builder.bytes(top: below)
        }
        func xml(_ depth: Int) -> String {
            String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        }
        #expect(message(read(binary(512))) == "accepted")
        #expect(message(read(binary(513))).contains("more than 512 deep"))
        #expect(message(read(xml(512))) == "accepted")
        #expect(message(read(xml(513))).contains("more than 512 deep"))
    }

    // Issue 37, item 2: "XML plists too (entity-free, depth-bounded)".
    @Test(
        "XML entities are never expanded: an internal subset, an undefined entity and a reference in an attribute are refused"
    )
    func entities() {
        let billionLaughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist version="1.0"><string>&b;</string></plist>
            """
        #expect(message(read(billionLaughs)).contains("internal subset (entities are not read)"))
        #expect(message(read("<string>&b;</string>")).contains("&b; is not one of XML's five predefined entities"))
        #expect(message(read(#"<plist version="&a;"><true/></plist>"#)).contains("entities are not read"))
        #expect(message(read(#"<!DOCTYPE plist SYSTEM "file:///etc/passwd"><true/>"#)) == "accepted")
    }

    @Test("XML holding more than 100,000 values is refused by the same count")
    func xmlObjectCount() {
        let many = "<array>" + String(repeating: "<true/>", count: 100_000) + "</array>"
        #expect(message(read(many)).contains("more than 100000 objects"))
        let fewer = "<array>" + String(repeating: "<true/>", count: 99_999) + "</array>"
        #expect(message(read(fewer)) == "accepted")
    }

    @Test(
        "Broken XML is refused with its line",
        arguments: [
            ("<dict><string>x</string></dict>", "line 1: <dict> holds <string> where a <key> belongs"),
            ("<dict><key>a</key></dict>", "the key \"a\" has no value"),
            ("<array>\n<string>x</array>", "line 2: <string> holds <array>"),
            ("<array><string>x</string>", "the document ends inside a value"),
            ("<plist><true/><true/></plist>", "<plist> holds more than one value"),
            ("<integer>12x</integer>", "is not a 64-bit integer"),
            ("<date>yesterday</date>", "is not a date"),
            ("<data>!!</data>", "is not base64"),
            ("<uid>1</uid>", "<uid> is not a property list element"),
            ("<true/> trailing", "text follows the document's end"),
            ("{ this is not a property list", "text where an element belongs"),
            ("<string>\u{FF}</string>", "accepted"),
        ])
    func brokenXML(text: String, problem: String) {
        #expect(message(read(text)).contains(problem), "\(message(read(text)))")
    }

    @Test("A string that is not UTF-8 is refused")
    func xmlNotUTF8() {
        #expect(message(read(Array("<string>".utf8) + [0xFF] + Array("</string>".utf8))).contains("not UTF-8"))
    }

    @Test("Broken binary lists are refused with the byte at fault")
    func brokenBinary() {
        var builder = BinaryPropertyListBuilder()
        let string = builder.add(.string("x"))
        let array = builder.add(.array([string]))
        let good = builder.bytes(top: array)
        #expect(message(read(good)) == "accepted")
        #expect(message(read(Array(good.prefix(30)))).contains("too short"))
        var badReference = builder
        badReference.add(.array([99]))
        #expect(message(read(badReference.bytes(top: 2))).contains("refers to object 99 of 3"))
        var truncated = BinaryPropertyListBuilder()
        truncated.add(.raw([0x5A, 0x61]))
        #expect(message(read(truncated.bytes(top: 0))).contains("runs past the objects"))
        var unknown = BinaryPropertyListBuilder()
        unknown.add(.raw([0x70]))
        #expect(message(read(unknown.bytes(top: 0))).contains("unknown type 0x70"))
        var ascii = BinaryPropertyListBuilder()
        ascii.add(.raw([0x51, 0xE9]))
        #expect(message(read(ascii.bytes(top: 0))).contains("above 0x7F"))
        var badTrailer = good
        badTrailer[badTrailer.count - 26] = 9
        #expect(message(read(badTrailer)).contains("1 to 8 allowed"))
        var badTop = good
        badTop[badTop.count - 9] = 0xFF
        #expect(message(read(badTop)).contains("cannot hold"))
        var key = BinaryPropertyListBuilder()
        let one = key.add(.boolean(true))
        let dictionary = key.add(.dictionary(keys: [one], values: [one]))
        #expect(message(read(key.bytes(top: dictionary))).contains("not a string"))
    }

    // Issue 37, item 2: overlapping objects cannot make the reader copy the file again and again.
    @Test(
        "Objects whose bytes overlap (2,000 offsets naming one string) are refused once they add up to more than the file"
    )
    func overlappingStrings() {
        // One long string, and many objects whose offsets all point into it (each a shorter tail).
        var bytes = Array("bplist00".utf8)
        let text = [UInt8](repeating: UInt8(ascii: "a"), count: 4_000)
        bytes += [0x5F, 0x11, 0x0F, 0xA0] + text
        let strings = 2_000
        let array = bytes.count
        bytes += [0xAF, 0x11, UInt8(strings >> 8), UInt8(strings & 0xFF)]
        for index in 0..<strings { bytes += [UInt8((index + 1) >> 8), UInt8((index + 1) & 0xFF)] }
        let table = bytes.count
        var offsets = [array]
        for _ in 0..<strings { offsets.append(8) }
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func big64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2] + big64(offsets.count) + big64(0) + big64(table)
        #expect(message(read(bytes)).contains("overlaps others"))
    }
}
