import Glibc

/// Threads of our own for work that must give way to the main loop (decoding
/// while the grid flies). Each is niced for its whole life and ends with its job:
/// a nice value, once raised, cannot be lowered again without privileges, so
/// lowering a shared pool's threads would slow every later job on them.
enum YieldingThreads {
    /// How far below the process the threads run: the main loop wins every contest for a core.
    static let niceIncrement: Int32 = 10

    private final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `body(index)` for every index in `0..<count`, each on a new niced thread,
    /// and returns when all are done. If no thread can be made, the job runs here instead.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        for index in 0..<count {
            let job = Unmanaged.passRetained(Job {
                ThreadPriority.lower(by: niceIncrement)
                body(index)
            }).toOpaque()
            var thread = pthread_t()
            let made = pthread_create(&thread, nil, { raw in
                Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
                return nil
            }, job)
            if made == 0 {
                threads.append(thread)
            } else {
                Unmanaged<Job>.fromOpaque(job).release()
                body(index)
            }
        }
        for thread in threads { pthread_join(thread, nil) }
    }
}
