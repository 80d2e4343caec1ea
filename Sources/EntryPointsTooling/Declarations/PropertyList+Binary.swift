extension PropertyList {
    /// Reads a binary property list (`bplist00`): a header, the objects, a
    /// table of their offsets, and a 32-byte trailer naming the sizes of
    /// offsets and references, the object count and the top object.
    ///
    /// Each object is decoded once, however many references name it, and the
    /// decoded value is shared (Swift arrays and strings copy by reference).
    /// The work is bounded whatever the references do:
    /// - every reference slot of every decoded array or dictionary counts
    ///   against ``PropertyList/maximumObjects``: a document that holds more
    ///   slots holds more objects once written out, so it would be refused
    ///   anyway, and is refused before the work is done;
    /// - the bytes of decoded strings and data may not add up to more than
    ///   the file (objects whose bytes overlap could otherwise be decoded
    ///   again and again from different offsets);
    /// - an object that contains itself is refused, as is nesting past
    ///   ``PropertyList/maximumDepth`` (the walk keeps its own stack).
    struct BinaryReader {
        /// The first eight bytes of a binary property list.
        static let magic = Array("bplist00".utf8)

        private let bytes: [UInt8]
        private let offsetSize: Int
        private let referenceSize: Int
        private let objectCount: Int
        private let topObject: Int
        /// Where the offset table starts; objects lie before it.
        private let offsetTable: Int
        /// Reference slots read so far (see the type's discussion).
        private var slots = 0
        /// Payload bytes of strings and data decoded so far.
        private var payload = 0

        /// A reader of `bytes`, whose trailer it checks.
        /// - Throws: ``ReadError`` for a file too short or a trailer whose
        ///   sizes or positions lie outside the file.
        init(_ bytes: [UInt8]) throws(ReadError) {
            self.bytes = bytes
            guard bytes.count >= Self.magic.count + 32 else {
                throw ReadError("a binary property list of \(bytes.count) bytes is too short for its trailer")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw ReadError(
                    "the trailer at byte \(trailer) gives offsets of \(offsetSize) and references of \(referenceSize) bytes (1 to 8 allowed)"
                )
            }
            let limit = UInt64(bytes.count)
            let count = Self.bigEndian(bytes, at: trailer + 8, size: 8)
            let top = Self.bigEndian(bytes, at: trailer + 16, size: 8)
            let table = Self.bigEndian(bytes, at: trailer + 24, size: 8)
            guard count >= 1, count <= limit, top < count, table >= UInt64(Self.magic.count), table <= UInt64(trailer)
            else {
                throw ReadError(
                    "the trailer at byte \(trailer) names \(count) objects, top object \(top) and an offset table at byte \(table), which this file of \(bytes.count) bytes cannot hold"
                )
            }
            objectCount = Int(count)
            topObject = Int(top)
            offsetTable = Int(table)
            guard objectCount <= (trailer - offsetTable) / offsetSize else {
                throw ReadError(
                    "the offset table at byte \(offsetTable) of \(objectCount) offsets of \(offsetSize) bytes runs past the trailer"
                )
            }
        }

        /// The unsigned big-endian number of `size` bytes at `start`.
        private static func bigEndian(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for index in start..<(start + size) { value = value << 8 | UInt64(bytes[index]) }
            return value
        }

        /// One array or dictionary being decoded: its references (keys,
        /// then values, for a dictionary) and how many are done.
        private struct Frame {
            var object: Int
            var offset: Int
            var isDictionary: Bool
            var references: [Int]
            var next = 0
            /// The objects it holds once written out, itself included.
            var expanded = 1
        }

        /// The top object, decoded.
        /// - Throws: ``ReadError`` naming the first problem and its byte offset.
        mutating func read() throws(ReadError) -> PropertyList {
            var decoded: [Int: (value: PropertyList, expanded: Int)] = [:]
            var open: Set<Int> = []
            var stack: [Frame] = []
            // NB: each step either finishes a scalar, opens a container or
            // closes one; references already decoded are only counted.
            var pending: Int? = topObject
            while true {
                if let object = pending {
                    pending = nil
                    if let known = decoded[object] {
                        try Self.add(known.expanded, to: &stack)
                    } else if open.contains(object) {
                        throw ReadError("object \(object) at byte \(try offset(of: object)) contains itself")
                    } else {
                        switch try decode(object) {
                        case .scalar(let value):
                            decoded[object] = (value, 1)
                            try Self.add(1, to: &stack)
                        case .container(let frame):
                            guard stack.count < PropertyList.maximumDepth else { throw PropertyList.tooDeep }
                            open.insert(object)
                            stack.append(frame)
                        }
                    }
                }
                guard var frame = stack.last else { break }
                if frame.next < frame.references.count {
                    pending = frame.references[frame.next]
                    frame.next += 1
                    stack[stack.count - 1] = frame
                    continue
                }
                stack.removeLast()
                open.remove(frame.object)
                let value = try Self.value(of: frame, decoded: decoded)
                decoded[frame.object] = (value, frame.expanded)
                if stack.isEmpty { return value }
                try Self.add(frame.expanded, to: &stack)
            }
            // NB: reached only when the top object is a scalar.
            guard let top = decoded[topObject] else { throw ReadError("the top object could not be read") }
            return top.value
        }

        /// Counts `expanded` objects into the innermost open container.
        private static func add(_ expanded: Int, to stack: inout [Frame]) throws(ReadError) {
            guard !stack.isEmpty else { return }
            let total = stack[stack.count - 1].expanded + expanded
            guard total <= PropertyList.maximumObjects else { throw PropertyList.tooManyObjects }
            stack[stack.count - 1].expanded = total
        }

        /// The array or dictionary `frame` describes, from its decoded children.
        private static func value(
            of frame: Frame, decoded: [Int: (value: PropertyList, expanded: Int)]
        ) throws(ReadError) -> PropertyList {
            // NB: every reference was decoded before the frame closed.
            let children = frame.references.map { decoded[$0]?.value ?? .boolean(false) }
            guard frame.isDictionary else { return .array(children) }
            let half = children.count / 2
            var members: [String: PropertyList] = [:]
            members.reserveCapacity(half)
            for index in 0..<half {
                guard case .string(let key) = children[index] else {
                    throw ReadError("the dictionary at byte \(frame.offset) has a key that is not a string")
                }
                members[key] = children[half + index]
            }
            return .dictionary(members)
        }

        /// What decoding one object gives: a finished scalar, or a container to walk.
        private enum Step {
            case scalar(PropertyList)
            case container(Frame)
        }

        /// The byte offset of object `object`, checked to lie among the objects.
        private func offset(of object: Int) throws(ReadError) -> Int {
            let entry = offsetTable + object * offsetSize
            let offset = Self.bigEndian(bytes, at: entry, size: offsetSize)
            guard offset >= UInt64(Self.magic.count), offset < UInt64(offsetTable) else {
                throw ReadError(
                    "object \(object) has offset \(offset), outside the objects (bytes 8 to \(offsetTable))")
            }
            return Int(offset)
        }

        /// Decodes the object `object`: a scalar whole, a container's references.
        private mutating func decode(_ object: Int) throws(ReadError) -> Step {
            let start = try offset(of: object)
            let marker = bytes[start]
            let info = Int(marker & 0x0F)
            var position = start + 1
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return .scalar(.boolean(false))
                case 0x09: return .scalar(.boolean(true))
                default: throw ReadError("byte \(start) holds a null or fill object, which no property list value is")
                }
            case 0x1:
                guard info <= 4 else { throw ReadError("the integer at byte \(start) has a size code of \(info)") }
                let size = 1 << info
                try need(size, at: position, for: start)
                // NB: a 16-byte integer is how unsigned 64-bit values are written; the high half must be empty.
                if size == 16 {
                    guard Self.bigEndian(bytes, at: position, size: 8) == 0 else {
                        throw ReadError("the integer at byte \(start) does not fit in 64 bits")
                    }
                    position += 8
                }
                let raw = Self.bigEndian(bytes, at: position, size: min(size, 8))
                // NB: 8-byte integers are signed; shorter ones unsigned.
                if size == 8 { return .scalar(.integer(Int64(bitPattern: raw))) }
                guard let value = Int64(exactly: raw) else {
                    throw ReadError("the integer at byte \(start) does not fit in a signed 64-bit integer")
                }
                return .scalar(.integer(value))
            case 0x2 where info == 2 || info == 3, 0x3 where info == 3:
                let size = 1 << info
                try need(size, at: position, for: start)
                let raw = Self.bigEndian(bytes, at: position, size: size)
                let value = size == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
                return .scalar(marker >> 4 == 0x3 ? .date(value) : .real(value))
            case 0x4, 0x5, 0x6:
                // NB: `count` is at most the file's size, so doubling it cannot overflow.
                let count = try self.count(info, at: &position, for: start)
                let size = marker >> 4 == 0x6 ? count * 2 : count
                try need(size, at: position, for: start)
                payload += size
                guard payload <= bytes.count else {
                    throw ReadError(
                        "the object at byte \(start) overlaps others: the strings and data decoded exceed the file")
                }
                return .scalar(try scalar(marker >> 4, bytes[position..<(position + size)], at: start))
            case 0x8:
                let size = info + 1
                guard size <= 8 else { throw ReadError("the UID at byte \(start) is longer than 8 bytes") }
                try need(size, at: position, for: start)
                return .scalar(.uid(Self.bigEndian(bytes, at: position, size: size)))
            case 0xA, 0xC, 0xD:
                let count = try self.count(info, at: &position, for: start)
                let isDictionary = marker >> 4 == 0xD
                let references = isDictionary ? count * 2 : count
                slots += references
                guard slots <= PropertyList.maximumObjects else { throw PropertyList.tooManyObjects }
                try need(references * referenceSize, at: position, for: start)
                var list: [Int] = []
                list.reserveCapacity(references)
                for index in 0..<references {
                    let reference = Self.bigEndian(bytes, at: position + index * referenceSize, size: referenceSize)
                    guard reference < UInt64(objectCount) else {
                        throw ReadError(
                            "the \(isDictionary ? "dictionary" : "array") at byte \(start) refers to object \(reference) of \(objectCount)"
                        )
                    }
                    list.append(Int(reference))
                }
                return .container(Frame(object: object, offset: start, isDictionary: isDictionary, references: list))
            default:
                throw ReadError("byte \(start) holds an object of unknown type 0x\(String(marker, radix: 16))")
            }
        }

        /// Data, an ASCII string or a UTF-16 string from its bytes.
        private func scalar(_ type: UInt8, _ body: ArraySlice<UInt8>, at start: Int) throws(ReadError) -> PropertyList {
            switch type {
            case 0x4:
                return .data(Array(body))
            case 0x5:
                guard body.allSatisfy({ $0 < 0x80 }) else {
                    throw ReadError("the ASCII string at byte \(start) holds a byte above 0x7F")
                }
                return .string(String(decoding: body, as: UTF8.self))
            default:
                var units: [UInt16] = []
                units.reserveCapacity(body.count / 2)
                var index = body.startIndex
                while index < body.endIndex {
                    units.append(UInt16(body[index]) << 8 | UInt16(body[index + 1]))
                    index += 2
                }
                return .string(String(decoding: units, as: UTF16.self))
            }
        }

        /// The length of an object whose marker's low half is `info`: that
        /// half, or (when it is 0xF) the integer object that follows.
        private func count(_ info: Int, at position: inout Int, for start: Int) throws(ReadError) -> Int {
            guard info == 0x0F else { return info }
            try need(1, at: position, for: start)
            let marker = bytes[position]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
                throw ReadError("the object at byte \(start) has a length that is not an integer of 1 to 8 bytes")
            }
            let size = 1 << Int(marker & 0x0F)
            try need(size, at: position + 1, for: start)
            let count = Self.bigEndian(bytes, at: position + 1, size: size)
            guard count <= UInt64(offsetTable) else {
                throw ReadError("the object at byte \(start) claims \(count) elements, more than the file holds")
            }
            position += 1 + size
            return Int(count)
        }

        /// Checks that `size` bytes from `position` lie before the offset table.
        private func need(_ size: Int, at position: Int, for start: Int) throws(ReadError) {
            guard size >= 0, size <= offsetTable - position else {
                throw ReadError(
                    "the object at byte \(start) runs past the objects (into the offset table at byte \(offsetTable))")
            }
        }
    }
}
