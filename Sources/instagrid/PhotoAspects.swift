import InstagridModel
import InstagridRender

/// The shapes of a collage's photos as arranging them needs: from each file's header, upright,
/// and turned as the photo's framing turns it.
enum PhotoAspects {
    static func read(_ collage: Collage, places: [SlotID]) throws -> [SlotID: Double] {
        var aspects: [SlotID: Double] = [:]
        for slot in places {
            guard let path = collage.photo(in: slot) else { continue }
            let size = try PhotoDecoder.uprightSize(path: path)
            aspects[slot] = collage.framing(of: slot).quarterTurns % 2 == 1 ? size.height / size.width : size.width / size.height
        }
        return aspects
    }
}
