/// Copies of a few bytes without a call to `memcpy`.
///
/// NB: the fast path copies a dozen short pieces per event (segments, ids,
/// keys); a call to `memcpy` costs more than the copy. Up to sixteen bytes
/// move in two overlapping loads and stores that never touch a byte outside
/// either range, up to 64 in two or four sixteen-byte ones; longer runs
/// still go to `memcpy`.
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
        case 33...64:
            // NB: four sixteen-byte moves (portable `SIMD16`), the last two overlapping the first
            // two: a rendered route head is this long, and a call to `memcpy` costs more.
            let first = source.loadUnaligned(as: SIMD16<UInt8>.self)
            let second = source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
            let third = source.loadUnaligned(fromByteOffset: count - 32, as: SIMD16<UInt8>.self)
            let fourth = source.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
            target.storeBytes(of: first, as: SIMD16<UInt8>.self)
            target.storeBytes(of: second, toByteOffset: 16, as: SIMD16<UInt8>.self)
            target.storeBytes(of: third, toByteOffset: count - 32, as: SIMD16<UInt8>.self)
            target.storeBytes(of: fourth, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
        case 17...32:
            let head = source.loadUnaligned(as: SIMD16<UInt8>.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
            target.storeBytes(of: head, as: SIMD16<UInt8>.self)
            target.storeBytes(of: tail, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
        default:
            target.copyMemory(from: source, byteCount: count)
        }
    }
}
