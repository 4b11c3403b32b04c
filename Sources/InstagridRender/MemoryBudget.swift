import Glibc

/// Keeps the memory held by decodes running side by side within a budget: a decode
/// waits until its predicted peak fits beside those already running. One larger than
/// the whole budget runs alone. Every decode in the process shares `decodes`.
public final class MemoryBudget: @unchecked Sendable {
    // Unchecked: `inUse` is only touched with `lock` held.
    public static let decodes = MemoryBudget(bytes: 256 << 20)

    public let bytes: Int
    private var inUse = 0
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let freed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init(bytes: Int) {
        self.bytes = bytes
        pthread_mutex_init(lock, nil)
        pthread_cond_init(freed, nil)
    }

    deinit {
        pthread_cond_destroy(freed)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        freed.deallocate()
    }

    /// Runs `body` once `cost` bytes can be set aside for it, and gives them back after.
    public func withReservation<T>(_ cost: Int, _ body: () throws -> T) rethrows -> T {
        let share = min(max(0, cost), bytes)
        pthread_mutex_lock(lock)
        while inUse > 0 && inUse + share > bytes {
            pthread_cond_wait(freed, lock)
        }
        inUse += share
        pthread_mutex_unlock(lock)
        defer {
            pthread_mutex_lock(lock)
            inUse -= share
            pthread_cond_broadcast(freed)
            pthread_mutex_unlock(lock)
        }
        return try body()
    }

    /// Bytes set aside right now (for tests and traces).
    public var reserved: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return inUse
    }
}
