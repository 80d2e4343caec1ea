/// A first-in, first-out queue over an array and a head index: append and
/// take-first are O(1) amortised, so holding a million entries costs linear time.
struct FIFO<Element> {
    private var storage: [Element?] = []
    private var head = 0

    var count: Int { storage.count - head }
    var isEmpty: Bool { head == storage.count }
    /// The element `popFirst()` would take.
    var first: Element? { head < storage.count ? storage[head] : nil }

    mutating func append(_ element: Element) { storage.append(element) }

    /// Appends `other`'s elements, in order.
    mutating func append(contentsOf other: FIFO) { storage += other.storage[other.head...] }

    mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        storage[head] = nil
        head += 1
        // NB: compact once the dead prefix is the larger half, so memory stays linear in the live count.
        if head > 64, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        storage = []
        head = 0
    }

    /// Takes every element, in order.
    mutating func takeAll() -> [Element] {
        defer { removeAll() }
        return storage[head...].map { $0! }
    }

    /// Calls `body` on every element, in order.
    func forEach(_ body: (Element) throws -> Void) rethrows {
        for element in storage[head...] { try body(element!) }
    }

    func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
        try storage[head...].map { try transform($0!) }
    }

    func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T] {
        try storage[head...].compactMap { try transform($0!) }
    }
}
