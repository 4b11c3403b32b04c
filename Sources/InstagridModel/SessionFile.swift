/// The saved session: the layout and each slot's photo path, as a small text
/// file a person can read. One line per fact; paths are percent-escaped for
/// the two characters that would break a line ("%" and newline).
///
///     instagrid-session 1
///     layout 3
///     slot 0 /home/ana/Pictures/beach.jpg
public enum SessionFile {
    public static let header = "instagrid-session 1"

    public enum ReadError: Error, Equatable {
        /// Not ours, or from a version we do not know.
        case foreign
        /// Ours, but damaged at this line (1-based).
        case damaged(line: Int)
    }

    public static func encode(_ collage: Collage) -> String {
        var lines = [header, "layout \(collage.layout.number)"]
        for slot in SlotID.all {
            if let path = collage.photo(in: slot) { lines.append("slot \(slot.rawValue) \(escape(path))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func decode(_ text: String) throws -> Collage {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == header else { throw ReadError.foreign }
        var collage = Collage()
        var sawLayout = false
        for (index, line) in lines.enumerated().dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            switch parts.first {
            case "layout":
                guard parts.count == 2, let number = Int(parts[1]), let layout = Layout.numbered(number), !sawLayout else {
                    throw ReadError.damaged(line: index + 1)
                }
                collage.layout = layout
                sawLayout = true
            case "slot":
                guard parts.count == 3, let raw = Int(parts[1]), let slot = SlotID(rawValue: raw),
                      let path = unescape(parts[2]), path.hasPrefix("/") else {
                    throw ReadError.damaged(line: index + 1)
                }
                collage.setPhoto(path, in: slot)
            default:
                throw ReadError.damaged(line: index + 1)
            }
        }
        guard sawLayout else { throw ReadError.damaged(line: lines.count) }
        return collage
    }

    static func escape(_ path: String) -> String {
        var out = ""
        for character in path {
            switch character {
            case "%": out += "%25"
            case "\n": out += "%0A"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ text: String) -> String? {
        var out = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let code = rest[rest.index(after: percent)...].prefix(2)
            switch code {
            case "25": out += "%"
            case "0A": out += "\n"
            default: return nil
            }
            rest = rest[rest.index(percent, offsetBy: 3)...]
        }
        return out + rest
    }
}
