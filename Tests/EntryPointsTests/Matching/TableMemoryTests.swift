import Testing

@testable import EntryPoints

/// Where the trie's hash tables get their memory: a hook, so that the huge
/// pages the daemon asks for are no part of the core an app links.
@Suite("The trie's tables take their memory from the router's TableMemory")
struct TableMemoryTests {
    /// The blocks a ``CountingAllocator`` handed out and not yet took back.
    final class Ledger: @unchecked Sendable {
        private let lock = Lock()
        private var live: [UnsafeMutableRawPointer: Int] = [:]
        private var total = 0

        /// Blocks allocated so far, and blocks not freed yet.
        var counts: (allocated: Int, outstanding: Int) {
            lock.lock()
            defer { lock.unlock() }
            return (total, live.count)
        }

        func allocated(_ block: UnsafeMutableRawPointer, byteCount: Int) {
            lock.lock()
            live[block] = byteCount
            total += 1
            lock.unlock()
        }

        /// Whether `block` was handed out with `byteCount` bytes.
        func freed(_ block: UnsafeMutableRawPointer, byteCount: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return live.removeValue(forKey: block) == byteCount
        }
    }

    /// Heap memory, counted.
    enum CountingAllocator: TableAllocator {
        static let ledger = Ledger()

        static func allocate(byteCount: Int) -> (
            aligned: UnsafeMutableRawPointer, allocation: UnsafeMutableRawPointer
        ) {
            let block = TableMemory.allocateOnHeap(byteCount: byteCount)
            ledger.allocated(block.allocation, byteCount: byteCount)
            return block
        }

        static func free(_ allocation: UnsafeMutableRawPointer, byteCount: Int) {
            precondition(ledger.freed(allocation, byteCount: byteCount), "freed what was not allocated, or resized")
            TableMemory.freeOnHeap(allocation)
        }
    }

    // Issue 30, item 4.
    @Test("A router built with a TableMemory allocates its tables there and frees all of it when dropped")
    func routerUsesItsMemory() throws {
        let routes = (0..<300).map { Route("r\($0)", patterns: ["/r\($0)/:id", "/r\($0)/x/*rest"]) }
        let validated = try RouteTable.Validated(RouteTable(schemes: ["demoapp"], routes: routes))
        do {
            let router = Router(validated, memory: TableMemory(CountingAllocator.self))
            #expect(router.resolve(.url(URLEntry("demoapp://r7/42"))).request?.route == "r7")
            // At least the edge table's slots and the terminal table's.
            #expect(CountingAllocator.ledger.counts.allocated >= 2)
            #expect(CountingAllocator.ledger.counts.outstanding >= 2)
        }
        #expect(CountingAllocator.ledger.counts.outstanding == 0)
    }
}
