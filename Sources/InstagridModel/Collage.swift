/// What the user has composed: a layout, the picture's shape, slides and looks, and the
/// ordered list of photos (a slot is a place in that list).
/// Photos are identified by their file path; decoded pixels live in the renderer.
public struct Collage: Equatable, Sendable {
    public var layout: Layout
    public var shape: PictureShape
    /// How many slides of the shape the picture is wide (`CollageSlides`): 1, one picture.
    public var slides = 1 {
        didSet { slides = min(max(slides, 1), Slides.counts.upperBound) }
    }
    public var looks: Looks
    /// Titles, captions and free text, drawn over the photos in this order.
    public internal(set) var texts: [TextItem] = []
    /// The face and colour the picture's words take (`WordsLook`).
    public internal(set) var wordsLook = WordsLook()
    private var photos: [SlotID: LocalPath]
    /// How each photo sits in its slot; a photo without an entry fills it, centred.
    private var framings: [SlotID: Framing] = [:]

    public init(layout: Layout = .default, photos: [SlotID: LocalPath] = [:], shape: PictureShape = .square,
                looks: Looks = .seed) {
        self.layout = layout
        self.photos = photos
        self.shape = shape
        self.looks = looks
    }

    public func photo(in slot: SlotID) -> LocalPath? { photos[slot] }

    /// Every photo file the collage names, in slot order, then the background's: the hidden
    /// slots' too (a layout change shows them again).
    public var photoFiles: [LocalPath] {
        SlotID.all.compactMap(photo(in:)) + [looks.background.photo].compactMap { $0 }
    }

    /// A new photo starts centred, filling its slot.
    public mutating func setPhoto(_ path: LocalPath?, in slot: SlotID) {
        photos[slot] = path
        framings[slot] = nil
    }

    /// The slot's photo found at another path (moved, or a copy): its framing stays.
    public mutating func relocatePhoto(in slot: SlotID, to path: LocalPath) {
        guard photos[slot] != nil else { return }
        photos[slot] = path
    }

    public func framing(of slot: SlotID) -> Framing { framings[slot] ?? .fill }

    public mutating func setFraming(_ framing: Framing, of slot: SlotID) {
        framings[slot] = framing == .fill ? nil : framing
    }

    /// Exchanges two slots' photos, each with its framing; with an empty slot, the photo moves there.
    public mutating func swapPhotos(_ a: SlotID, _ b: SlotID) {
        (photos[a], photos[b]) = (photos[b], photos[a])
        (framings[a], framings[b]) = (framings[b], framings[a])
    }

    /// A swap with an empty slot is a move.
    public func exchange(_ a: SlotID, _ b: SlotID) -> CollageChange {
        photos[a] == nil || photos[b] == nil ? .movePhoto : .swapPhotos
    }

    /// Visible slots without a photo, in reading order.
    public var emptyVisibleSlots: [SlotID] {
        layout.visibleSlots.filter { photos[$0] == nil }
    }

    public var isComplete: Bool { emptyVisibleSlots.isEmpty }

    /// No photo in any slot, shown or hidden.
    public var isEmpty: Bool { photos.isEmpty }

    /// Where files given together for `slot` go (dropped, or chosen several at once): the
    /// first there, the others into the empty slots after it in reading order, then those
    /// before it, then into free places no cell shows, where they wait for a layout with
    /// more cells. Only files past those have nowhere to go: a collage holds nine. A place
    /// no cell shows (a script's drop) takes the first as the shown ones do, and it waits there.
    public func slotsForDrop(of count: Int, on slot: SlotID) -> [SlotID] {
        let visible = layout.visibleSlots
        guard count > 0 else { return [] }
        let after = visible.firstIndex(of: slot).map { visible[($0 + 1)...] + visible[..<$0] } ?? visible[...]
        let others = after.filter { photos[$0] == nil }
        let waiting = SlotID.all.filter { $0 != slot && !visible.contains($0) && photos[$0] == nil }
        return Array(([slot] + others + waiting).prefix(count))
    }

    /// The collage without `path` anywhere (a photo that turned out unusable): each slot
    /// that held it holds what it held in `before`, the state this one came from, framing and
    /// all, unless that photo is elsewhere here now; else it is empty.
    public func without(_ path: LocalPath, restoringFrom before: Collage?) -> Collage {
        var changed = self
        for (slot, photo) in photos where photo == path {
            let previous = before?.photo(in: slot)
            if let previous, previous != path, !photos.values.contains(previous) {
                changed.photos[slot] = previous
                changed.framings[slot] = before?.framings[slot]
            } else {
                changed.setPhoto(nil, in: slot)
            }
        }
        return changed
    }

    /// Photos of the visible slots, in reading order; nil while any is missing.
    public var visiblePhotos: [(slot: SlotID, path: LocalPath)]? {
        guard isComplete else { return nil }
        return layout.visibleSlots.compactMap { slot in photos[slot].map { (slot, $0) } }
    }

    /// The place a new cell takes: the first the layout does not show and no photo waits in
    /// (a new cell is empty). Nil when all nine are taken.
    public var freePlace: SlotID? {
        SlotID.all.first { !layout.visibleSlots.contains($0) && photo(in: $0) == nil }
    }

    /// The places that hold a photo, shown or waiting, in the list's order.
    public var placesWithPhotos: [SlotID] { photos.keys.sorted() }

    /// Fills the layout's cells with `paths` by their letters: the first photo is the form's
    /// `a` (its first letter in the alphabet), the second its next letter, wherever those
    /// cells are; so a form means the same on the command line as in a session.
    public init(layout: Layout, filling paths: [LocalPath], shape: PictureShape = .square, looks: Looks = .seed) throws {
        guard paths.count == layout.visibleSlots.count else {
            throw CollageError.wrongPhotoCount(layout: layout, given: paths.count)
        }
        self.init(layout: layout, photos: Dictionary(uniqueKeysWithValues: zip(layout.visibleSlots.sorted(), paths)),
                  shape: shape, looks: looks)
    }

    /// The collage with `layout` instead of its own, which must show exactly the photos it
    /// holds: a layout that would leave some out, or have cells with none, is refused.
    public func withLayout(_ layout: Layout) throws -> Collage {
        let held = placesWithPhotos
        guard layout.visibleSlots.sorted() == held else {
            throw CollageError.otherPhotos(layout: layout, held: held)
        }
        var changed = self
        changed.layout = layout
        return changed
    }
}

public enum CollageError: Error, Equatable, CustomStringConvertible {
    case wrongPhotoCount(layout: Layout, given: Int)
    case emptySlots(layout: Layout, empty: Int)
    /// A layout given for a collage that holds other photos than its letters name.
    case otherPhotos(layout: Layout, held: [SlotID])

    public var description: String {
        switch self {
        case let .wrongPhotoCount(layout, given):
            let needed = layout.visibleSlots.count
            return "layout \(layout.id) needs \(needed) photos, \(given) given"
        case let .emptySlots(layout, empty):
            return "layout \(layout.id) has \(empty) empty \(empty == 1 ? "slot" : "slots") in this session"
        case let .otherPhotos(layout, held):
            let letters = { (slots: [SlotID]) in slots.sorted().map { String(LayoutForm.letters[$0.rawValue]) }.joined(separator: ", ") }
            return "layout \(layout.id) shows photos \(letters(layout.visibleSlots)), the session holds \(letters(held))"
        }
    }
}
