/// The changes a text item takes. Each is one step of undo (`CollageChange`'s text cases).
extension Collage {
    public func text(_ id: Int) -> TextItem? { texts.first { $0.id == id } }

    /// The items shown: a caption whose cell the layout does not show waits with it.
    public var shownTexts: [TextItem] {
        let visible = Set(layout.visibleSlots)
        return texts.filter { item in
            if case let .caption(slot) = item.role { visible.contains(slot) } else { true }
        }
    }

    /// Adds an item holding `text` (checked), as `newText` makes it; its id.
    @discardableResult
    public mutating func addText(_ text: String, role: TextItem.Role, centre: Point? = nil,
                                 style: TextStyle? = nil) throws(TextItem.Invalid) -> Int {
        var item = newText(role, centre: centre, style: style)
        item.text = try TextItem.checked(text)
        texts.append(item)
        return item.id
    }

    /// The item `addText` adds for `role`, before its words: in its role's place and look, the
    /// words' look over it (in a story, out of the bands its app covers: `StoryBands`). The
    /// field for new words opens there and in that look, as the words will be drawn.
    public func newText(_ role: TextItem.Role, centre: Point? = nil, style: TextStyle? = nil) -> TextItem {
        let style = style ?? wordsLook.applied(to: TextStyle.default(for: role))
        return TextItem(id: (texts.map(\.id).max() ?? 0) + 1, role: role, text: "",
                        centre: centre ?? StoryBands.of(self)?.defaultCentre(for: role, size: style.size, in: self), style: style)
    }

    /// Puts `item` in the list as it is (a session read back, an item's id kept): replaces
    /// the one with its id, or adds it.
    public mutating func setText(_ item: TextItem) {
        if let index = texts.firstIndex(where: { $0.id == item.id }) { texts[index] = item } else { texts.append(item) }
    }

    /// New words for an item; blank or too long is refused and the item kept as it was.
    public mutating func editText(_ id: Int, to text: String) throws(TextItem.Invalid) {
        let checked = try TextItem.checked(text)
        update(id) { $0.text = checked }
    }

    public mutating func moveText(_ id: Int, to centre: Point) { update(id) { $0.centre = centre } }

    public mutating func styleText(_ id: Int, _ style: TextStyle) { update(id) { $0.style = style } }

    public mutating func removeText(_ id: Int) { texts.removeAll { $0.id == id } }

    /// A cell taken out takes its captions with it.
    mutating func removeCaptions(of slot: SlotID) { texts.removeAll { $0.role == .caption(slot) } }

    private mutating func update(_ id: Int, _ edit: (inout TextItem) -> Void) {
        guard let index = texts.firstIndex(where: { $0.id == id }) else { return }
        edit(&texts[index])
    }
}
