/// Values keyed by entry ticket, in an array indexed by the ticket's number
/// (tickets count up from 1 as entries are opened), so an entry costs its
/// value's stride and no hash bucket: a million held entries, whose tickets
/// follow each other, fill one array.
///
/// The array is a window that starts at the oldest live ticket. A finished
/// entry at its front moves the front on; a live one that stays while most
/// of the window behind it finished (a parked entry that waits for ever)
/// moves to a small dictionary beside it, so the window's length stays
/// within about twice its live values however many tickets pass. Iteration
/// order is unspecified: callers that need an order sort tickets.
///
/// - Complexity: O(1) look-up; O(1) amortised insertion and removal.
struct TicketTable<Value> {
    /// The window's values; `slots[index]` is ticket `base + index`'s.
    private var slots: [Value?] = []
    /// The ticket number of `slots[0]`.
    private var base = 1
    /// Slots before `front` are all empty (it moves on instead of shifting the array).
    private var front = 0
    /// How many values the window holds.
    private var windowCount = 0
    /// Live values moved out of the window (and tickets inserted below it).
    private var stragglers: [Int: Value] = [:]

    /// How many values the table holds.
    var count: Int { windowCount + stragglers.count }

    var isEmpty: Bool { count == 0 }

    /// The value of `ticket`; setting `nil` removes it.
    subscript(ticket: EntryTicket) -> Value? {
        get {
            let index = ticket.rawValue - base
            if index >= front, index < slots.count { return slots[index] }
            return stragglers.isEmpty ? nil : stragglers[ticket.rawValue]
        }
        set {
            if let newValue { insert(newValue, at: ticket.rawValue) } else { _ = removeValue(forKey: ticket) }
        }
    }

    /// Changes the value of `ticket` in place, if it has one.
    mutating func modify(_ ticket: EntryTicket, _ change: (inout Value) -> Void) {
        let index = ticket.rawValue - base
        if index >= front, index < slots.count {
            guard slots[index] != nil else { return }
            change(&slots[index]!)
        } else if stragglers[ticket.rawValue] != nil {
            change(&stragglers[ticket.rawValue]!)
        }
    }

    /// Removes and returns the value of `ticket`.
    mutating func removeValue(forKey ticket: EntryTicket) -> Value? {
        let index = ticket.rawValue - base
        guard index >= front, index < slots.count else {
            return stragglers.isEmpty ? nil : stragglers.removeValue(forKey: ticket.rawValue)
        }
        guard let value = slots[index] else { return nil }
        slots[index] = nil
        windowCount -= 1
        moveFront()
        return value
    }

    private mutating func insert(_ value: Value, at number: Int) {
        if windowCount == 0 {
            // NB: an empty window starts over at this ticket, so tickets that
            // finished without a value (or before) cost no slot.
            slots.removeAll(keepingCapacity: true)
            base = number
            front = 0
        }
        let index = number - base
        guard index >= front else {
            stragglers[number] = value
            return
        }
        while slots.count <= index { slots.append(nil) }
        if slots[index] == nil { windowCount += 1 }
        slots[index] = value
    }

    /// Moves the front past empty slots, and past live ones while the window
    /// is mostly empty (they go to ``stragglers``); drops the empty prefix once it is the larger half.
    private mutating func moveFront() {
        if windowCount == 0 {
            slots.removeAll(keepingCapacity: true)
            front = 0
            return
        }
        while front < slots.count {
            if let value = slots[front] {
                let window = slots.count - front
                guard window > 64, windowCount * 2 < window else { break }
                stragglers[base + front] = value
                slots[front] = nil
                windowCount -= 1
            }
            front += 1
        }
        if front > 64, front * 2 > slots.count {
            slots.removeFirst(front)
            base += front
            front = 0
        }
    }

    /// Removes every value.
    mutating func removeAll() {
        slots = []
        front = 0
        windowCount = 0
        stragglers = [:]
    }
}

extension TicketTable: Sequence {
    /// Every ticket and its value, in no particular order.
    func makeIterator() -> AnyIterator<(key: EntryTicket, value: Value)> {
        var index = front
        var rest = stragglers.makeIterator()
        let slots = slots
        let base = base
        return AnyIterator {
            while index < slots.count {
                defer { index += 1 }
                if let value = slots[index] { return (EntryTicket(rawValue: base + index), value) }
            }
            return rest.next().map { (EntryTicket(rawValue: $0.key), $0.value) }
        }
    }
}
