/// Where missing photos went, learnt from one the user found again: a folder moved or
/// copied elsewhere takes its photos along, so what followed the found photo's path
/// below the point where the two paths part follows the others' too.
public enum PhotoRelocation {
    /// For each of `missing` that `exists` at the place the found photo's move implies,
    /// that place. `lost` was found at `found`.
    public static func relocated(_ missing: [LocalPath], lost: LocalPath, found: LocalPath,
                                 exists: (LocalPath) -> Bool) -> [LocalPath: LocalPath] {
        let lostParts = lost.bytes.split(separator: LocalPath.slash, omittingEmptySubsequences: false)
        let foundParts = found.bytes.split(separator: LocalPath.slash, omittingEmptySubsequences: false)
        // The tail the two paths share; none (the photo was renamed) says nothing of the others.
        var shared = 0
        while shared < min(lostParts.count, foundParts.count) - 1,
              lostParts[lostParts.count - 1 - shared].elementsEqual(foundParts[foundParts.count - 1 - shared]) {
            shared += 1
        }
        guard shared > 0 else { return [:] }
        let root = { (parts: [ArraySlice<UInt8>]) in
            LocalPath(bytes: Array(parts.dropLast(shared).joined(separator: [LocalPath.slash])))
        }
        guard let oldRoot = root(lostParts), let newRoot = root(foundParts) else { return [:] }
        var moves: [LocalPath: LocalPath] = [:]
        for path in missing where path != lost {
            guard let below = path.relative(to: oldRoot) else { continue }
            let moved = newRoot.appending(below)
            if exists(moved) { moves[path] = moved }
        }
        return moves
    }
}
