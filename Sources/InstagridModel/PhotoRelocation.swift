/// Where missing photos went, learnt from one the user found again: a folder moved or
/// copied elsewhere takes its photos along, so what followed the found photo's path
/// below the point where the two paths part follows the others' too.
public enum PhotoRelocation {
    /// For each of `missing` that `exists` at the place the found photo's move implies,
    /// that place. `lost` was found at `found`.
    public static func relocated(_ missing: [String], lost: String, found: String,
                                 exists: (String) -> Bool) -> [String: String] {
        let lostParts = lost.split(separator: "/", omittingEmptySubsequences: false)
        let foundParts = found.split(separator: "/", omittingEmptySubsequences: false)
        // The tail the two paths share; none (the photo was renamed) says nothing of the others.
        var shared = 0
        while shared < min(lostParts.count, foundParts.count) - 1,
              lostParts[lostParts.count - 1 - shared] == foundParts[foundParts.count - 1 - shared] {
            shared += 1
        }
        guard shared > 0 else { return [:] }
        let oldRoot = lostParts.dropLast(shared).joined(separator: "/") + "/"
        let newRoot = foundParts.dropLast(shared).joined(separator: "/") + "/"
        var moves: [String: String] = [:]
        for path in missing where path != lost && path.hasPrefix(oldRoot) {
            let moved = newRoot + path.dropFirst(oldRoot.count)
            if exists(moved) { moves[path] = moved }
        }
        return moves
    }
}
