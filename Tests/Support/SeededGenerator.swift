import Foundation

/// SplitMix64: a small, fast generator whose sequence is fixed by its seed, so a
/// randomised test that fails can be run again with the very same numbers.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// A generator for a test, printing its seed; INSTAGRID_TEST_SEED replaces the seed.
    public init(announcing seed: UInt64, in test: String) {
        let chosen = ProcessInfo.processInfo.environment["INSTAGRID_TEST_SEED"].flatMap { UInt64($0) } ?? seed
        print("\(test): random seed \(chosen) (INSTAGRID_TEST_SEED=\(chosen) repeats it)")
        self.init(seed: chosen)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
