/// Writes binary property lists object by object, so a test can make any
/// object graph: shared references, cycles, deep nesting.
///
/// ```swift
/// var builder = BinaryPropertyListBuilder()
/// let leaf = builder.add(.string("x"))
/// let top = builder.add(.array([leaf, leaf]))   // one object, referenced twice
/// let bytes = builder.bytes(top: top)
/// ```
struct BinaryPropertyListBuilder {
    /// One object, its references by index.
    enum Object {
        case string(String)
        case utf16(String)
        case integer(UInt8, [UInt8])
        case real(Double)
        case date(Double)
        case data([UInt8])
        case boolean(Bool)
        case uid(UInt8)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
        /// Bytes written as they are (a broken object).
        case raw([UInt8])
    }

    var objects: [Object] = []
    /// The size of a reference in bytes.
    var referenceSize = 4

    /// Adds `object` and returns its index.
    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// The marker byte of `type` with `count`, and the count's integer when it is 15 or more.
    func header(_ type: UInt8, _ count: Int) -> [UInt8] {
        if count < 15 { return [type << 4 | UInt8(count)] }
        return [type << 4 | 0x0F, 0x13] + bigEndian(UInt64(count), size: 8)
    }

    func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt64($0) * 8)) }
    }

    func encode(_ object: Object) -> [UInt8] {
        let reference = { (index: Int) in bigEndian(UInt64(index), size: referenceSize) }
        switch object {
        case .string(let text): return header(0x5, text.utf8.count) + Array(text.utf8)
        case .utf16(let text):
            let units = Array(text.utf16)
            return header(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .integer(let code, let bytes): return [0x10 | code] + bytes
        case .real(let value): return [0x23] + bigEndian(value.bitPattern, size: 8)
        case .date(let value): return [0x33] + bigEndian(value.bitPattern, size: 8)
        case .data(let bytes): return header(0x4, bytes.count) + bytes
        case .boolean(let flag): return [flag ? 0x09 : 0x08]
        case .uid(let value): return [0x80, value]
        case .array(let references): return header(0xA, references.count) + references.flatMap(reference)
        case .dictionary(let keys, let values):
            return header(0xD, keys.count) + keys.flatMap(reference) + values.flatMap(reference)
        case .raw(let bytes): return bytes
        }
    }

    /// The file: header, objects, offset table (8-byte offsets), trailer.
    func bytes(top: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += encode(object)
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: 8) }
        bytes += [0, 0, 0, 0, 0, 0, 8, UInt8(referenceSize)]
        bytes += bigEndian(UInt64(objects.count), size: 8) + bigEndian(UInt64(top), size: 8)
        bytes += bigEndian(UInt64(table), size: 8)
        return bytes
    }
}
