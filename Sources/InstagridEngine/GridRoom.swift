import InstagridModel

/// How much room the grid asks of the window: enough that the layout's smallest cell is
/// `GridPlaces.smallestCell` pixels, so the window cannot be made so small that a photo
/// shrinks out of sight; never more than the screen holds beside the rest of the window.
nonisolated public enum GridRoom {
    /// The most of the monitor the window asks for (panels and docks take the rest).
    public static let screenShare = 0.9
    /// What the window has beside the grid in portrait before it is laid out: title, hint, buttons.
    public static let designChrome = Size(width: 60, height: 360)

    /// The grid's size request, in points. Slides are held by one slide's proportions: twenty
    /// would otherwise ask for a window wider than a screen. `screen`: the monitor's size, where
    /// it is known; `chrome`: what the window shows beside the grid, as laid out now. A story of
    /// small cells, or twelve slides, is drawn smaller inside the window instead.
    public static func request(for collage: Collage, screen: Size?, chrome: Size = designChrome) -> Size {
        let share = GridGeometry(size: collage.pictureSize(longSide: 1000), looks: collage.looks, layout: collage.layout).smallestCellShare
        let short = max(GridPlaces.smallestGrid, (GridPlaces.smallestCell / max(share, 1e-3)).rounded(.up))
        let aspect = collage.aspect
        var (width, height) = aspect >= 1 ? (short * aspect, short) : (short, short / aspect)
        if let screen {
            let room = (width: screen.width * screenShare - chrome.width, height: screen.height * screenShare - chrome.height)
            let scale = min(1, room.width / width, room.height / height)
            width *= scale
            height *= scale
        }
        return Size(width: max(GridPlaces.smallestGrid, width).rounded(.up), height: max(GridPlaces.smallestGrid, height).rounded(.up))
    }
}
