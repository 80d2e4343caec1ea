/// Values keyed by entry ticket, in an array indexed by the ticket's number
/// (tickets count up from 1 as entries are opened), so an entry costs its
/// value's stride and no hash bucket: a million held entries, whose tickets
/// follow each other, fill one array.
///
/// The array is a window that starts at the oldest live ticket. A finished
/// entry at its front moves the front on; a live one that stays while most
/// of the window behind it finished (a parked entry that waits for ever)
/// moves to a small dictionary beside it, so the window's length stays
/// within about twice its live values however many tickets pass. The order
/// of ``tickets`` is unspecified: callers that need an order sort them.
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
    /// Live values moved out of the window (and tickets inserted below it),
    /// sorted by ticket number: few (parked entries wait under distinct
    /// keys), so a sorted list, which costs less app text than a dictionary.
    private var stragglers: [(number: Int, value: Value)] = []

    /// How many values the table holds.
    var count: Int { windowCount + stragglers.count }

    var isEmpty: Bool { count == 0 }

    /// The value of `ticket`; setting `nil` removes it. Changed in place
    /// (`table[ticket]?.field = value`) without a copy of the value.
    ///
    /// NB: not inlined: the book reads and changes entries in some fifty
    /// places, and each inlined copy of the look-up cost app text.
    subscript(ticket: EntryTicket) -> Value? {
        @inline(__always) get {
            if let index = slotIndex(ticket.rawValue) { return slots[index] }
            guard !stragglers.isEmpty else { return nil }
            let (position, found) = stragglerPosition(ticket.rawValue)
            return found ? stragglers[position].value : nil
        }
        _modify {
            if let index = slotIndex(ticket.rawValue) {
                yield &slots[index]
                if slots[index] == nil {
                    windowCount -= 1
                    moveFront()
                }
            } else {
                var value = self[ticket]
                let had = value != nil
                yield &value
                if let value {
                    insert(value, at: ticket.rawValue)
                } else if had {
                    _ = removeValue(forKey: ticket)
                }
            }
        }
    }

    /// Removes and returns the value of `ticket`.
    mutating func removeValue(forKey ticket: EntryTicket) -> Value? {
        if let index = slotIndex(ticket.rawValue) {
            let value = slots[index]
            slots[index] = nil
            windowCount -= 1
            moveFront()
            return value
        }
        guard !stragglers.isEmpty else { return nil }
        let (position, found) = stragglerPosition(ticket.rawValue)
        return found ? stragglers.remove(at: position).value : nil
    }

    /// The slot of ticket `number` when the window holds a value for it.
    private func slotIndex(_ number: Int) -> Int? {
        let index = number - base
        return index >= front && index < slots.count && slots[index] != nil ? index : nil
    }

    /// Where ticket `number` is, or would go, in ``stragglers`` (binary search).
    private func stragglerPosition(_ number: Int) -> (Int, found: Bool) {
        var low = 0
        var high = stragglers.count
        while low < high {
            let middle = low + (high - low) / 2
            if stragglers[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return (low, low < stragglers.count && stragglers[low].number == number)
    }

    private mutating func insert(_ value: Value, at number: Int) {
        let (position, found) = stragglerPosition(number)
        if found {
            stragglers[position].value = value
            return
        }
        if windowCount == 0 {
            // NB: an empty window starts over at this ticket, so tickets that
            // finished without a value (or before) cost no slot.
            slots.removeAll(keepingCapacity: true)
            base = number
            front = 0
        }
        let index = number - base
        guard index >= front else {
            stragglers.insert((number, value), at: position)
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
                let number = base + front
                stragglers.insert((number, value), at: stragglerPosition(number).0)
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
        stragglers = []
    }
}

extension TicketTable {
    /// Every ticket with a value, in no particular order.
    ///
    /// NB: a list rather than a `Sequence` of pairs or a closure over them:
    /// each closure a caller passed made a copy of the walk (app text).
    var tickets: [EntryTicket] {
        var tickets: [EntryTicket] = []
        tickets.reserveCapacity(count)
        for index in front..<slots.count where slots[index] != nil {
            tickets.append(EntryTicket(rawValue: base + index))
        }
        for straggler in stragglers { tickets.append(EntryTicket(rawValue: straggler.number)) }
        return tickets
    }
}
