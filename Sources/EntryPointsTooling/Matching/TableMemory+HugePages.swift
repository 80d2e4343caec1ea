#if canImport(Glibc)
    import Glibc
#endif
import EntryPoints

extension TableMemory {
    /// On Linux, each block of 2 MiB or more from `mmap`, asking for 2 MiB
    /// pages; anything smaller, and every block elsewhere, from the heap.
    ///
    /// NB: for the daemon and the benchmarks, never an app: a 100,000-route
    /// table's edges then take 16 page faults to fill instead of 8,000, and
    /// a match misses the TLB less; measured 2026-11-26 (`entrybench
    /// --load-only 100000`, two interleaved rounds on a busy host), the
    /// compile phase took 488–542 ms with it and 643–746 ms without.
    package static var hugePages: TableMemory { TableMemory(HugePages.self) }
}

/// The allocator behind ``TableMemory/hugePages``.
enum HugePages: TableAllocator {
    /// The size of a large page on Linux.
    static let hugePage = 2 << 20

    static func allocate(byteCount: Int) -> (aligned: UnsafeMutableRawPointer, allocation: UnsafeMutableRawPointer) {
        #if os(Linux)
            if byteCount >= hugePage {
                // NB: no fallback to the heap: `free` tells the two apart by size alone.
                let mapped = mmap(nil, byteCount + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
                guard let mapped, mapped != MAP_FAILED else {
                    fatalError("TableMemory: out of memory for \(byteCount) bytes")
                }
                let aligned = mapped + (hugePage - Int(bitPattern: mapped) % hugePage) % hugePage
                _ = madvise(aligned, byteCount, MADV_HUGEPAGE)
                return (aligned, mapped)
            }
        #endif
        return TableMemory.allocateOnHeap(byteCount: byteCount)
    }

    static func free(_ allocation: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
            if byteCount >= hugePage {
                munmap(allocation, byteCount + hugePage)
                return
            }
        #endif
        TableMemory.freeOnHeap(allocation)
    }
}
