import EntryPoints

/// Where each held or parked entry of a session came from (its line, `id`,
/// kind and part), by ticket: what its resumed or dropped line repeats.
///
/// NB: a million entries may be held, so an entry costs one 24-byte item in
/// an array sorted by ticket (the session opens entries one at a time, so
/// their tickets only grow and each item is appended), found by binary
/// search; an `id` sits beside it only when the event had one. A dictionary
/// of the same cost twice the buckets, and more while it grew.
///
/// - Complexity: O(1) amortised append and removal (a removed item is marked,
///   and the array compacted once most of it is removed); O(log *n*) look-up.
struct OriginLog {
    /// Where one entry came from.
    struct Origin {
        var line: Int
        var id: JSONValue?
        var kind: EntryPoint.Kind
        /// The entry's part of a launch (from 1), or 0 for an event's own entry.
        var part: Int32

        /// ``part`` as the result format numbers it: `nil` for an event's own entry.
        var partNumber: Int? { part == 0 ? nil : Int(part) }
    }

    private struct Item {
        let ticket: Int
        let line: Int
        let part: Int32
        let kind: EntryPoint.Kind
        var isLive: Bool
    }

    private var items: [Item] = []
    /// The `id` of each entry whose event had one.
    private var ids: [Int: JSONValue] = [:]
    private var removed = 0

    /// Whether no entry is kept.
    var isEmpty: Bool { items.count == removed }

    /// Keeps `origin` for `ticket`.
    mutating func insert(_ origin: Origin, for ticket: EntryTicket) {
        let item = Item(
            ticket: ticket.rawValue, line: origin.line, part: origin.part, kind: origin.kind, isLive: true)
        if let position = index(of: ticket) {
            if !items[position].isLive { removed -= 1 }
            items[position] = item
        } else if let last = items.last, last.ticket > ticket.rawValue {
            // NB: not the session's order (tickets only grow); kept correct all the same.
            items.insert(item, at: items.partitioningIndex { $0.ticket > ticket.rawValue })
        } else {
            items.append(item)
        }
        ids[ticket.rawValue] = origin.id
    }

    /// The origin of `ticket`, if kept.
    subscript(ticket: EntryTicket) -> Origin? {
        guard let position = index(of: ticket), items[position].isLive else { return nil }
        let item = items[position]
        return Origin(
            line: item.line, id: ids.isEmpty ? nil : ids[item.ticket], kind: item.kind, part: item.part)
    }

    /// Forgets `ticket`'s origin.
    mutating func remove(_ ticket: EntryTicket) {
        guard let position = index(of: ticket), items[position].isLive else { return }
        items[position].isLive = false
        ids[ticket.rawValue] = nil
        removed += 1
        if removed == items.count {
            items.removeAll(keepingCapacity: items.count <= 1024)
            removed = 0
        } else if removed > 64, removed * 2 > items.count {
            items.removeAll { !$0.isLive }
            removed = 0
        }
    }

    /// Forgets every origin.
    mutating func removeAll() {
        items = []
        ids = [:]
        removed = 0
    }

    /// The position of `ticket`'s item, live or removed.
    private func index(of ticket: EntryTicket) -> Int? {
        let position = items.partitioningIndex { $0.ticket >= ticket.rawValue }
        return position < items.count && items[position].ticket == ticket.rawValue ? position : nil
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for a predicate
    /// false then true along the array (binary search); `count` when none does.
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
