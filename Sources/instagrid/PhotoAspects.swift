import InstagridModel
import InstagridRender

/// The shapes of a collage's photos as arranging them needs: from each file's header, upright,
/// and turned as the photo's framing turns it.
enum PhotoAspects {
    /// Every photo an export would refuse, each with its reason: all are told at once,
    /// rather than one per try.
    struct Refused: Error {
        let photos: [PhotoError]
    }

    static func read(_ collage: Collage, places: [SlotID]) throws(Refused) -> [SlotID: Double] {
        var aspects: [SlotID: Double] = [:]
        var refused: [PhotoError] = []
        for slot in places {
            guard let path = collage.photo(in: slot) else { continue }
            do {
                let shown = collage.framing(of: slot).turned(try PhotoDecoder.uprightSize(path: path))
                aspects[slot] = shown.width / shown.height
            } catch let error as PhotoError {
                refused.append(error)
            } catch {
                refused.append(PhotoError(path: path, cause: .unreadable("\(error)")))
            }
        }
        guard refused.isEmpty else { throw Refused(photos: refused) }
        return aspects
    }

    /// What draws the eye in each photo, as its framing turns it: measured on a small decode
    /// (the map's own size), for arranging them. A photo that cannot be decoded has none; an
    /// export says why when it decodes it.
    static func attention(_ collage: Collage, places: [SlotID]) -> [SlotID: AttentionMap] {
        let side = Double(AttentionMap.measuredSide)
        var maps: [SlotID: AttentionMap] = [:]
        for slot in places {
            guard let path = collage.photo(in: slot),
                  let map = try? PhotoDecoder.decode(path: path, covering: Size(width: side, height: side), framing: .subject).attention
            else { continue }
            maps[slot] = map.turned(collage.framing(of: slot).quarterTurns)
        }
        return maps
    }
}
