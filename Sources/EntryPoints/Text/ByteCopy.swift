/// Copies of a few bytes without a call to `memcpy`.
///
/// NB: the fast path copies a dozen short pieces per event (segments, ids,
/// keys); a call to `memcpy` costs more than the copy. Up to sixteen bytes
/// move in two overlapping loads and stores that never touch a byte outside
/// either range; longer runs still go to `memcpy`.
@usableFromInline package enum ByteCopy {
    /// Copies `count` bytes from `source` to `target`; the ranges must not overlap.
    @inlinable @inline(__always)
    package static func copy(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        switch count {
        case 8...16:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            target.storeBytes(
                of: source.load(fromByteOffset: count / 2, as: UInt8.self), toByteOffset: count / 2, as: UInt8.self)
            target.storeBytes(
                of: source.load(fromByteOffset: count - 1, as: UInt8.self), toByteOffset: count - 1, as: UInt8.self)
        case 0:
            break
        default:
            target.copyMemory(from: source, byteCount: count)
        }
    }
}
