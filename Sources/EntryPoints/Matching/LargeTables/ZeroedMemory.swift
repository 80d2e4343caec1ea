#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Zero-filled memory aligned to a cache line, for the hash tables whose
/// empty slot is all zero bytes (``EdgeTable``, ``TerminalTable``).
///
/// NB: the memory comes from the kernel's zeroed pages (`calloc`, or `mmap`
/// for a large block) instead of being written once before the first insert.
/// On Linux a large block also asks for 2 MiB pages: a 100,000-route table's
/// edges then take 16 page faults to fill instead of 8,000, and a match
/// misses the TLB less. That branch is compiled on Linux only, where the
/// daemon and the benchmarks run, so no app binary carries it; measured
/// 2026-11-26 (`entrybench --load-only 100000`, two interleaved rounds on a
/// busy host), the compile phase took 488–542 ms with it and 643–746 ms
/// without.
enum ZeroedMemory {
    /// `byteCount` zero bytes aligned to 64, and the allocation to pass to ``free(_:byteCount:)``.
    static func allocate(byteCount: Int) -> (aligned: UnsafeMutableRawPointer, allocation: UnsafeMutableRawPointer) {
        #if os(Linux)
            if byteCount >= hugePage {
                let mapped = mmap(nil, byteCount + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                if let mapped, mapped != MAP_FAILED {
                    let aligned = mapped + (hugePage - Int(bitPattern: mapped) % hugePage) % hugePage
                    _ = madvise(aligned, byteCount, MADV_HUGEPAGE)
                    return (aligned, mapped)
                }
            }
        #endif
        guard let allocation = calloc(byteCount + 64, 1) else {
            fatalError("ZeroedMemory: out of memory for \(byteCount) bytes")
        }
        return (allocation + (64 - Int(bitPattern: allocation) % 64) % 64, allocation)
    }

    /// Frees what ``allocate(byteCount:)`` gave for `byteCount` bytes.
    static func free(_ allocation: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
            if byteCount >= hugePage {
                munmap(allocation, byteCount + hugePage)
                return
            }
        #endif
        #if canImport(Darwin)
            Darwin.free(allocation)
        #elseif canImport(Glibc)
            Glibc.free(allocation)
        #elseif canImport(Musl)
            Musl.free(allocation)
        #endif
    }

    /// The size of a large page on Linux.
    static let hugePage = 2 << 20
}
