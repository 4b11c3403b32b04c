/// One result per parallel job, each written by its own job only and read after
/// all have finished (the threads are joined first).
final class ResultSlots<Value>: @unchecked Sendable {
    // Unchecked: every slot is written by exactly one thread, and read only after all of them are joined.
    private let slots: UnsafeMutableBufferPointer<Result<Value, Error>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> Result<Value, Error>? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// Every job's result, in order; only once all have finished.
    var values: [Result<Value, Error>] { slots.map { $0! } }
}
