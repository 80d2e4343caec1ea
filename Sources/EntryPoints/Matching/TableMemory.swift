#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where the trie's hash tables (``EdgeTable``, ``TerminalTable``) get
/// their memory: zero-filled, aligned to a cache line, since their empty
/// slot is all zero bytes.
///
/// The core uses ``zeroedHeap``: the kernel's zeroed pages through `calloc`
/// instead of a first pass writing zeros. A program that compiles tables of
/// 100,000 routes may supply its own ``TableAllocator``: `entryd` and
/// `entrybench` pass `TableMemory.hugePages` of `EntryPointsTooling`, which
/// asks Linux for 2 MiB pages, so that no app links that machinery.
///
/// NB: an allocator type rather than closures: a metatype is one word with
/// nothing to retain, and an app, which never sets one, pays one branch per
/// allocation and no code for it.
package struct TableMemory: Sendable {
    /// The program's own allocator; `nil` for the heap.
    let allocator: (any TableAllocator.Type)?

    /// Memory from `allocator`.
    package init(_ allocator: (any TableAllocator.Type)?) {
        self.allocator = allocator
    }

    /// Zeroed heap memory from `calloc`, aligned up to 64 bytes.
    static var zeroedHeap: TableMemory { TableMemory(nil) }

    /// `byteCount` zero bytes aligned to 64, and the allocation to pass to ``free(_:byteCount:)``.
    func allocate(byteCount: Int) -> (aligned: UnsafeMutableRawPointer, allocation: UnsafeMutableRawPointer) {
        if let allocator { return allocator.allocate(byteCount: byteCount) }
        return Self.allocateOnHeap(byteCount: byteCount)
    }

    /// Frees what ``allocate(byteCount:)`` gave for `byteCount` bytes.
    func free(_ allocation: UnsafeMutableRawPointer, byteCount: Int) {
        if let allocator { return allocator.free(allocation, byteCount: byteCount) }
        Self.freeOnHeap(allocation)
    }

    /// `byteCount` zero bytes from `calloc`, aligned up to 64.
    package static func allocateOnHeap(byteCount: Int) -> (
        aligned: UnsafeMutableRawPointer, allocation: UnsafeMutableRawPointer
    ) {
        guard let allocation = calloc(byteCount + 64, 1) else {
            fatalError("TableMemory: out of memory for \(byteCount) bytes")
        }
        return (allocation + (64 - Int(bitPattern: allocation) % 64) % 64, allocation)
    }

    /// Frees what ``allocateOnHeap(byteCount:)`` gave.
    package static func freeOnHeap(_ allocation: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
            Darwin.free(allocation)
        #elseif canImport(Glibc)
            Glibc.free(allocation)
        #elseif canImport(Musl)
            Musl.free(allocation)
        #endif
    }
}

/// A program's own source of zeroed, cache-line-aligned memory for the
/// trie's hash tables (``TableMemory``).
package protocol TableAllocator: Sendable {
    /// `byteCount` zero bytes aligned to 64, and the allocation to pass to ``free(_:byteCount:)``.
    static func allocate(byteCount: Int) -> (aligned: UnsafeMutableRawPointer, allocation: UnsafeMutableRawPointer)
    /// Frees what ``allocate(byteCount:)`` gave for `byteCount` bytes.
    static func free(_ allocation: UnsafeMutableRawPointer, byteCount: Int)
}
