import InstagridModel
import InstagridRender

/// The shapes of a collage's photos as arranging them needs: from each file's header, upright,
/// and turned as the photo's framing turns it.
enum PhotoAspects {
    static func read(_ collage: Collage, places: [SlotID]) throws -> [SlotID: Double] {
        var aspects: [SlotID: Double] = [:]
        for slot in places {
            guard let path = collage.photo(in: slot) else { continue }
            let shown = collage.framing(of: slot).turned(try PhotoDecoder.uprightSize(path: path))
            aspects[slot] = shown.width / shown.height
        }
        return aspects
    }
}
