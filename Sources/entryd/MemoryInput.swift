/// Input from memory, in chunks of a fixed size.
struct MemoryInput: InputSource {
    private let bytes: [UInt8]
    private let chunkSize: Int
    private var offset = 0

    init(_ bytes: [UInt8], chunkSize: Int) {
        self.bytes = bytes
        self.chunkSize = max(1, chunkSize)
    }

    var name: String { "standard input" }

    func hasInputReady() -> Bool { true }

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> ReadResult {
        guard offset < bytes.count else { return .end }
        let count = min(chunkSize, buffer.count, bytes.count - offset)
        bytes.withUnsafeBufferPointer { source in
            buffer.baseAddress!.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return .bytes(count)
    }

    func close() {}
}
