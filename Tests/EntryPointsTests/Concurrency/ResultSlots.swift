import Foundation

/// One integer slot per thread, written under a lock, for collecting
/// per-thread counts out of `DispatchQueue.concurrentPerform`.
///
/// NB: `NSLock` rather than `Synchronization.Mutex`, which needs macOS 15
/// while the package supports macOS 12.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int]

    init(count: Int) {
        slots = Array(repeating: Int.min, count: count)
    }

    func set(_ index: Int, _ value: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Int] { lock.withLock { slots } }
}
