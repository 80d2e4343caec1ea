import Foundation
import Testing

/// Issue 41, item 4: `entryd` does not link all of Foundation or its ICU
/// data; the core and the tooling use `FoundationEssentials` or nothing.
@Suite("entryd's linked libraries")
struct EntrydLinkedLibrariesTests {
    /// The `DT_NEEDED` entries of the ELF64 file `bytes` (the shared
    /// libraries the dynamic loader maps for it), read from its `.dynamic`
    /// section and the string table that section links to.
    static func neededLibraries(_ bytes: [UInt8]) -> [String]? {
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            return (0..<size).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        // NB: a little-endian ELF64 file (x86-64, arm64 Linux): "\x7FELF", class 2, data 1.
        guard bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]), let sectionTable = integer(0x28, 8),
            let entrySize = integer(0x3A, 2), let sectionCount = integer(0x3C, 2)
        else { return nil }
        func section(_ index: Int) -> (type: Int, offset: Int, size: Int, link: Int)? {
            let start = sectionTable + index * entrySize
            guard let type = integer(start + 4, 4), let offset = integer(start + 0x18, 8),
                let size = integer(start + 0x20, 8), let link = integer(start + 0x28, 4)
            else { return nil }
            return (type, offset, size, link)
        }
        var needed: [String] = []
        for index in 0..<sectionCount {
            // NB: SHT_DYNAMIC is 6; its entries are (tag, value) pairs of 8 bytes; DT_NEEDED is 1.
            guard let dynamic = section(index), dynamic.type == 6, let strings = section(dynamic.link) else { continue }
            for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
                guard integer(entry, 8) == 1, let name = integer(entry + 8, 8) else { continue }
                let start = strings.offset + name
                guard start < bytes.count else { return nil }
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                needed.append(String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
        return needed
    }

    // NB: Linux only: on Apple platforms Foundation is part of the system and the binary is Mach-O.
    #if os(Linux)
        // Issue 41, item 4: "entryd no longer links libFoundation or its ICU data".
        @Test("The built entryd needs neither libFoundation nor lib_FoundationICU")
        func noFoundation() throws {
            let bytes = try [UInt8](Data(contentsOf: EntrydProcess.binary))
            let needed = try #require(Self.neededLibraries(bytes), "entryd is not an ELF64 file")
            #expect(needed.contains { $0.hasPrefix("libswiftCore") }, "the reader finds the libraries: \(needed)")
            #expect(!needed.contains { $0.hasPrefix("libFoundation.so") }, "\(needed)")
            #expect(!needed.contains { $0.hasPrefix("lib_FoundationICU") }, "\(needed)")
            #expect(!needed.contains { $0.hasPrefix("libFoundationInternationalization") }, "\(needed)")
        }
    #endif
}
