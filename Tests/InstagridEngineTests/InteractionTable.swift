/// What the interaction machine does in every state on every event, as reviewed: a change
/// of behaviour shows here as a changed line (`InteractionMachineTests`). Each line:
/// state | event -> the state after it: the actions asked for.
enum InteractionTable {
    static let expected = """
        idle | press photo a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 1)
        idle | press photo b -> pressed(Press(number: 1, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 1)
        idle | press upright line -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 1)
        idle | press frame -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        idle | press text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        idle | touchpad swipe -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        idle | move 3 right -> idle: nothing
        idle | move 5 right -> idle: nothing
        idle | move 20 up -> idle: nothing
        idle | move 20 right -> idle: nothing
        idle | release -> idle: nothing
        idle | hold -> idle: nothing
        idle | a stale hold -> idle: nothing
        idle | press outside the grid -> idle: nothing
        idle | click photo a -> idle: nothing
        idle | double-click photo a -> idle: nothing
        idle | a photo asked for a, filled -> idle: openChooser(a)
        idle | a photo asked for a, empty -> idle: openChooser(a)
        idle | the first wait for a second click ends -> idle: nothing
        idle | right-click slot a -> menuOpen(slot(a)): openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        idle | right-click text 1 -> menuOpen(text(1)): openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        idle | Menu on text 1 -> menuOpen(text(1)): openTextMenu(1, at: nil)
        idle | Escape, focus elsewhere -> idle: nothing
        idle | Return on a -> idle: nothing
        idle | Left on a -> idle: nothing
        idle | R on a -> idle: nothing
        idle | Ctrl+Return on photo b -> adjusting(b, pressed: false): enterAdjusting(b)
        idle | Left on the upright line -> idle: nudgeLine(row line, Direction.left)
        idle | Up on the upright line -> idle: nothing
        idle | Alt+Right on a -> idle: movePhoto(a, Direction.right)
        idle | Menu on a -> menuOpen(slot(a)): openSlotMenu(a, at: nil)
        idle | Left, focus elsewhere -> idle: nothing
        idle | F8 -> idle: focusNextDivider
        idle | Left on text 1 -> idle: nudgeText(1, Direction.left)
        idle | Delete on text 1 -> idle: removeTextItem(1)
        idle | Ctrl+scroll on a -> idle: zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        idle | scroll on a -> idle: nothing
        idle | pinch -> idle: nothing
        idle | adjust photo b -> adjusting(b, pressed: false): enterAdjusting(b)
        idle | share -> sharing(away): share
        idle | share flies away -> idle: nothing
        idle | share landed -> idle: nothing
        idle | a change -> idle: applyChange
        idle | a late change -> idle: applyChange
        idle | photo a gone -> idle: nothing
        idle | a slot's pixels change -> idle: redrawGrid
        idle | press the field -> pressed(Press(number: 1, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        idle | click the field -> idle: nothing
        idle | typing starts -> typing: nothing
        idle | typing ends -> idle: nothing
        idle | a command -> idle: nothing
        idle | the menu closes -> idle: nothing
        idle | the frame after slot a's menu closed -> idle: focusMenuOwner(slot(a))
        idle | two fingers scroll 20 up -> sharing(dragging): swipeBegan, claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false), waitForSwipeQuiet(seconds: 2, ticket(1))
        idle | the first swipe's scrolls rest -> idle: nothing
        idle | two fingers lift fast -> idle: nothing
        pressed on a photo | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a photo | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a photo | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a photo | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | touchpad swipe -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | move 3 right -> pressed(Press(number: 1, target: photo(a), dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | move 5 right -> pressed(Press(number: 1, target: photo(a), dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | move 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        pressed on a photo | move 20 right -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        pressed on a photo | release -> idle: nothing
        pressed on a photo | hold -> lifted(a, dx: 0, dy: 0): claimPress, lift(a)
        pressed on a photo | a stale hold -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | press outside the grid -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | click photo a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | double-click photo a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | a photo asked for a, filled -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a photo | a photo asked for a, empty -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a photo | the first wait for a second click ends -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | right-click slot a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | right-click text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Menu on text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Escape, focus elsewhere -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Return on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Left on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | R on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Ctrl+Return on photo b -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Left on the upright line -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Up on the upright line -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Alt+Right on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on a photo | Menu on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Left, focus elsewhere -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | F8 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on a photo | Left on text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Delete on text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | Ctrl+scroll on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on a photo | scroll on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | pinch -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | adjust photo b -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | share -> sharing(away): share
        pressed on a photo | share flies away -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | share landed -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | a change -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a photo | a late change -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a photo | photo a gone -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | a slot's pixels change -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on a photo | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | click the field -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | typing starts -> typing: nothing
        pressed on a photo | typing ends -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | a command -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | the menu closes -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | the frame after slot a's menu closed -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | two fingers scroll 20 up -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | the first swipe's scrolls rest -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo | two fingers lift fast -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a photo clicked just before | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a photo clicked just before | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a photo clicked just before | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | touchpad swipe -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | move 3 right -> pressed(Press(number: 1, target: photo(a), dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | move 5 right -> pressed(Press(number: 1, target: photo(a), dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | move 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        pressed on a photo clicked just before | move 20 right -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        pressed on a photo clicked just before | release -> idle: nothing
        pressed on a photo clicked just before | hold -> lifted(a, dx: 0, dy: 0): claimPress, lift(a)
        pressed on a photo clicked just before | a stale hold -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | press outside the grid -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | click photo a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | double-click photo a -> adjusting(a, pressed: true): claimPress, enterAdjusting(a), beginFraming(a)
        pressed on a photo clicked just before | a photo asked for a, filled -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): waitForSecondClick(seconds: 0.25, ticket(1))
        pressed on a photo clicked just before | a photo asked for a, empty -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a photo clicked just before | the first wait for a second click ends -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | right-click slot a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | right-click text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Menu on text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Escape, focus elsewhere -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Return on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Left on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | R on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Ctrl+Return on photo b -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Left on the upright line -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Up on the upright line -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Alt+Right on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on a photo clicked just before | Menu on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Left, focus elsewhere -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | F8 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on a photo clicked just before | Left on text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Delete on text 1 -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | Ctrl+scroll on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on a photo clicked just before | scroll on a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | pinch -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | adjust photo b -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | share -> sharing(away): share
        pressed on a photo clicked just before | share flies away -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | share landed -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | a change -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a photo clicked just before | a late change -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a photo clicked just before | photo a gone -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | a slot's pixels change -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on a photo clicked just before | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | click the field -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | typing starts -> typing: nothing
        pressed on a photo clicked just before | typing ends -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | a command -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | the menu closes -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | the frame after slot a's menu closed -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | two fingers scroll 20 up -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | the first swipe's scrolls rest -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a photo clicked just before | two fingers lift fast -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        a photo choice waiting for a second click | press photo a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 1)
        a photo choice waiting for a second click | press photo b -> pressed(Press(number: 1, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 1)
        a photo choice waiting for a second click | press upright line -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 1)
        a photo choice waiting for a second click | press frame -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        a photo choice waiting for a second click | press text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        a photo choice waiting for a second click | touchpad swipe -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        a photo choice waiting for a second click | move 3 right -> idle: nothing
        a photo choice waiting for a second click | move 5 right -> idle: nothing
        a photo choice waiting for a second click | move 20 up -> idle: nothing
        a photo choice waiting for a second click | move 20 right -> idle: nothing
        a photo choice waiting for a second click | release -> idle: nothing
        a photo choice waiting for a second click | hold -> idle: nothing
        a photo choice waiting for a second click | a stale hold -> idle: nothing
        a photo choice waiting for a second click | press outside the grid -> idle: nothing
        a photo choice waiting for a second click | click photo a -> idle: nothing
        a photo choice waiting for a second click | double-click photo a -> adjusting(a, pressed: false): claimPress, enterAdjusting(a)
        a photo choice waiting for a second click | a photo asked for a, filled -> idle: waitForSecondClick(seconds: 0.25, ticket(2))
        a photo choice waiting for a second click | a photo asked for a, empty -> idle: openChooser(a)
        a photo choice waiting for a second click | the first wait for a second click ends -> idle: openChooser(a)
        a photo choice waiting for a second click | right-click slot a -> menuOpen(slot(a)): openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        a photo choice waiting for a second click | right-click text 1 -> menuOpen(text(1)): openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        a photo choice waiting for a second click | Menu on text 1 -> menuOpen(text(1)): openTextMenu(1, at: nil)
        a photo choice waiting for a second click | Escape, focus elsewhere -> idle: nothing
        a photo choice waiting for a second click | Return on a -> idle: nothing
        a photo choice waiting for a second click | Left on a -> idle: nothing
        a photo choice waiting for a second click | R on a -> idle: nothing
        a photo choice waiting for a second click | Ctrl+Return on photo b -> adjusting(b, pressed: false): enterAdjusting(b)
        a photo choice waiting for a second click | Left on the upright line -> idle: nudgeLine(row line, Direction.left)
        a photo choice waiting for a second click | Up on the upright line -> idle: nothing
        a photo choice waiting for a second click | Alt+Right on a -> idle: movePhoto(a, Direction.right)
        a photo choice waiting for a second click | Menu on a -> menuOpen(slot(a)): openSlotMenu(a, at: nil)
        a photo choice waiting for a second click | Left, focus elsewhere -> idle: nothing
        a photo choice waiting for a second click | F8 -> idle: focusNextDivider
        a photo choice waiting for a second click | Left on text 1 -> idle: nudgeText(1, Direction.left)
        a photo choice waiting for a second click | Delete on text 1 -> idle: removeTextItem(1)
        a photo choice waiting for a second click | Ctrl+scroll on a -> idle: zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        a photo choice waiting for a second click | scroll on a -> idle: nothing
        a photo choice waiting for a second click | pinch -> idle: nothing
        a photo choice waiting for a second click | adjust photo b -> adjusting(b, pressed: false): enterAdjusting(b)
        a photo choice waiting for a second click | share -> sharing(away): share
        a photo choice waiting for a second click | share flies away -> idle: nothing
        a photo choice waiting for a second click | share landed -> idle: nothing
        a photo choice waiting for a second click | a change -> idle: applyChange
        a photo choice waiting for a second click | a late change -> idle: applyChange
        a photo choice waiting for a second click | photo a gone -> idle: nothing
        a photo choice waiting for a second click | a slot's pixels change -> idle: redrawGrid
        a photo choice waiting for a second click | press the field -> pressed(Press(number: 1, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        a photo choice waiting for a second click | click the field -> idle: nothing
        a photo choice waiting for a second click | typing starts -> typing: nothing
        a photo choice waiting for a second click | typing ends -> idle: nothing
        a photo choice waiting for a second click | a command -> idle: nothing
        a photo choice waiting for a second click | the menu closes -> idle: nothing
        a photo choice waiting for a second click | the frame after slot a's menu closed -> idle: focusMenuOwner(slot(a))
        a photo choice waiting for a second click | two fingers scroll 20 up -> sharing(dragging): swipeBegan, claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false), waitForSwipeQuiet(seconds: 2, ticket(1))
        a photo choice waiting for a second click | the first swipe's scrolls rest -> idle: nothing
        a photo choice waiting for a second click | two fingers lift fast -> idle: nothing
        pressed on an empty slot | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on an empty slot | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on an empty slot | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on an empty slot | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | touchpad swipe -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | move 3 right -> pressed(Press(number: 1, target: slot(a), dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | move 5 right -> pressed(Press(number: 1, target: slot(a), dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | move 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        pressed on an empty slot | move 20 right -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        pressed on an empty slot | release -> idle: nothing
        pressed on an empty slot | hold -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | a stale hold -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | press outside the grid -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | click photo a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | double-click photo a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | a photo asked for a, filled -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on an empty slot | a photo asked for a, empty -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on an empty slot | the first wait for a second click ends -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | right-click slot a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | right-click text 1 -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Menu on text 1 -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Escape, focus elsewhere -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Return on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Left on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | R on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Ctrl+Return on photo b -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Left on the upright line -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Up on the upright line -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Alt+Right on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on an empty slot | Menu on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Left, focus elsewhere -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | F8 -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on an empty slot | Left on text 1 -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Delete on text 1 -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | Ctrl+scroll on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on an empty slot | scroll on a -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | pinch -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | adjust photo b -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | share -> sharing(away): share
        pressed on an empty slot | share flies away -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | share landed -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | a change -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on an empty slot | a late change -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on an empty slot | photo a gone -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | a slot's pixels change -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on an empty slot | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | click the field -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | typing starts -> typing: nothing
        pressed on an empty slot | typing ends -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | a command -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | the menu closes -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | the frame after slot a's menu closed -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | two fingers scroll 20 up -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | the first swipe's scrolls rest -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an empty slot | two fingers lift fast -> pressed(Press(number: 1, target: slot(a), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on an upright line | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on an upright line | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on an upright line | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | touchpad swipe -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | move 3 right -> pressed(Press(number: 1, target: line(row line), dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | move 5 right -> movingDivider(row line): claimPress, grabLine(row line), moveLine(row line, to: GridPoint(x: 5, y: 0))
        pressed on an upright line | move 20 up -> sharing(dragging): letGoOfLine(row line), claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        pressed on an upright line | move 20 right -> movingDivider(row line): claimPress, grabLine(row line), moveLine(row line, to: GridPoint(x: 20, y: 0))
        pressed on an upright line | release -> idle: nothing
        pressed on an upright line | hold -> movingDivider(row line): claimPress, grabLine(row line)
        pressed on an upright line | a stale hold -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | press outside the grid -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | click photo a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | double-click photo a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | a photo asked for a, filled -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on an upright line | a photo asked for a, empty -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on an upright line | the first wait for a second click ends -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | right-click slot a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | right-click text 1 -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Menu on text 1 -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Escape, focus elsewhere -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Return on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Left on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | R on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Ctrl+Return on photo b -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Left on the upright line -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Up on the upright line -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Alt+Right on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on an upright line | Menu on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Left, focus elsewhere -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | F8 -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on an upright line | Left on text 1 -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Delete on text 1 -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | Ctrl+scroll on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on an upright line | scroll on a -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | pinch -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | adjust photo b -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | share -> sharing(away): share
        pressed on an upright line | share flies away -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | share landed -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | a change -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on an upright line | a late change -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on an upright line | photo a gone -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | a slot's pixels change -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on an upright line | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | click the field -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | typing starts -> typing: nothing
        pressed on an upright line | typing ends -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | a command -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | the menu closes -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | the frame after slot a's menu closed -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | two fingers scroll 20 up -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | the first swipe's scrolls rest -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on an upright line | two fingers lift fast -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a lying line | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a lying line | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a lying line | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | touchpad swipe -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | move 3 right -> pressed(Press(number: 1, target: line(column line), dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | move 5 right -> pressed(Press(number: 1, target: line(column line), dx: 5, dy: 0, still: true, lineLetGo: true)): letGoOfLine(column line)
        pressed on a lying line | move 20 up -> sharing(dragging): letGoOfLine(column line), claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        pressed on a lying line | move 20 right -> sharing(dragging): letGoOfLine(column line), claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        pressed on a lying line | release -> idle: nothing
        pressed on a lying line | hold -> movingDivider(column line): claimPress, grabLine(column line)
        pressed on a lying line | a stale hold -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | press outside the grid -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | click photo a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | double-click photo a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | a photo asked for a, filled -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a lying line | a photo asked for a, empty -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a lying line | the first wait for a second click ends -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | right-click slot a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | right-click text 1 -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Menu on text 1 -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Escape, focus elsewhere -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Return on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Left on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | R on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Ctrl+Return on photo b -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Left on the upright line -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Up on the upright line -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Alt+Right on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on a lying line | Menu on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Left, focus elsewhere -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | F8 -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on a lying line | Left on text 1 -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Delete on text 1 -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | Ctrl+scroll on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on a lying line | scroll on a -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | pinch -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | adjust photo b -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | share -> sharing(away): share
        pressed on a lying line | share flies away -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | share landed -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | a change -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a lying line | a late change -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a lying line | photo a gone -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | a slot's pixels change -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on a lying line | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | click the field -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | typing starts -> typing: nothing
        pressed on a lying line | typing ends -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | a command -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | the menu closes -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | the frame after slot a's menu closed -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | two fingers scroll 20 up -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | the first swipe's scrolls rest -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a lying line | two fingers lift fast -> pressed(Press(number: 1, target: line(column line), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on the frame | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on the frame | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on the frame | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | touchpad swipe -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | move 3 right -> pressed(Press(number: 1, target: frame, dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | move 5 right -> pressed(Press(number: 1, target: frame, dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | move 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        pressed on the frame | move 20 right -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        pressed on the frame | release -> idle: nothing
        pressed on the frame | hold -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | a stale hold -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | press outside the grid -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | click photo a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | double-click photo a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | a photo asked for a, filled -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on the frame | a photo asked for a, empty -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on the frame | the first wait for a second click ends -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | right-click slot a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | right-click text 1 -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Menu on text 1 -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Escape, focus elsewhere -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Return on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Left on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | R on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Ctrl+Return on photo b -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Left on the upright line -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Up on the upright line -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Alt+Right on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on the frame | Menu on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Left, focus elsewhere -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | F8 -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on the frame | Left on text 1 -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Delete on text 1 -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | Ctrl+scroll on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on the frame | scroll on a -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | pinch -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | adjust photo b -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | share -> sharing(away): share
        pressed on the frame | share flies away -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | share landed -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | a change -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on the frame | a late change -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on the frame | photo a gone -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | a slot's pixels change -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on the frame | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | click the field -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | typing starts -> typing: nothing
        pressed on the frame | typing ends -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | a command -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | the menu closes -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | the frame after slot a's menu closed -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | two fingers scroll 20 up -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | the first swipe's scrolls rest -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on the frame | two fingers lift fast -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        touchpad swipe begun | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        touchpad swipe begun | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        touchpad swipe begun | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | touchpad swipe -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | move 3 right -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | move 5 right -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | move 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        touchpad swipe begun | move 20 right -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        touchpad swipe begun | release -> idle: nothing
        touchpad swipe begun | hold -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | a stale hold -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | press outside the grid -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | click photo a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | double-click photo a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | a photo asked for a, filled -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        touchpad swipe begun | a photo asked for a, empty -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        touchpad swipe begun | the first wait for a second click ends -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | right-click slot a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | right-click text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Menu on text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Escape, focus elsewhere -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Return on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Left on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | R on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Ctrl+Return on photo b -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Left on the upright line -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Up on the upright line -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Alt+Right on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        touchpad swipe begun | Menu on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Left, focus elsewhere -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | F8 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        touchpad swipe begun | Left on text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Delete on text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | Ctrl+scroll on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        touchpad swipe begun | scroll on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | pinch -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | adjust photo b -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | share -> sharing(away): share
        touchpad swipe begun | share flies away -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | share landed -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | a change -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        touchpad swipe begun | a late change -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        touchpad swipe begun | photo a gone -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | a slot's pixels change -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        touchpad swipe begun | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | click the field -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | typing starts -> typing: nothing
        touchpad swipe begun | typing ends -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | a command -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | the menu closes -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | the frame after slot a's menu closed -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | two fingers scroll 20 up -> sharing(dragging): swipeBegan, claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false), waitForSwipeQuiet(seconds: 2, ticket(1))
        touchpad swipe begun | the first swipe's scrolls rest -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        touchpad swipe begun | two fingers lift fast -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        two fingers scrolling | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        two fingers scrolling | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        two fingers scrolling | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        two fingers scrolling | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        two fingers scrolling | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        two fingers scrolling | touchpad swipe -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | move 3 right -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        two fingers scrolling | move 5 right -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        two fingers scrolling | move 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        two fingers scrolling | move 20 right -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        two fingers scrolling | release -> idle: nothing
        two fingers scrolling | hold -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | a stale hold -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | press outside the grid -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | click photo a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | double-click photo a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | a photo asked for a, filled -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): openChooser(a)
        two fingers scrolling | a photo asked for a, empty -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): openChooser(a)
        two fingers scrolling | the first wait for a second click ends -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | right-click slot a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | right-click text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Menu on text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Escape, focus elsewhere -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Return on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Left on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | R on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Ctrl+Return on photo b -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Left on the upright line -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Up on the upright line -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Alt+Right on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        two fingers scrolling | Menu on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Left, focus elsewhere -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | F8 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): focusNextDivider
        two fingers scrolling | Left on text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Delete on text 1 -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | Ctrl+scroll on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        two fingers scrolling | scroll on a -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | pinch -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | adjust photo b -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | share -> sharing(away): share
        two fingers scrolling | share flies away -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | share landed -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | a change -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): applyChange
        two fingers scrolling | a late change -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): applyChange
        two fingers scrolling | photo a gone -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | a slot's pixels change -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): redrawGrid
        two fingers scrolling | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        two fingers scrolling | click the field -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | typing starts -> typing: nothing
        two fingers scrolling | typing ends -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | a command -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | the menu closes -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | the frame after slot a's menu closed -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: -2, still: true, lineLetGo: false)): nothing
        two fingers scrolling | two fingers scroll 20 up -> sharing(dragging): claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -22, pastThreshold: false), waitForSwipeQuiet(seconds: 2, ticket(2))
        two fingers scrolling | the first swipe's scrolls rest -> idle: nothing
        two fingers scrolling | two fingers lift fast -> idle: nothing
        press spent | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        press spent | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        press spent | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        press spent | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        press spent | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        press spent | touchpad swipe -> spentPress: nothing
        press spent | move 3 right -> spentPress: nothing
        press spent | move 5 right -> spentPress: nothing
        press spent | move 20 up -> spentPress: nothing
        press spent | move 20 right -> spentPress: nothing
        press spent | release -> idle: nothing
        press spent | hold -> spentPress: nothing
        press spent | a stale hold -> spentPress: nothing
        press spent | press outside the grid -> spentPress: nothing
        press spent | click photo a -> spentPress: nothing
        press spent | double-click photo a -> spentPress: nothing
        press spent | a photo asked for a, filled -> spentPress: openChooser(a)
        press spent | a photo asked for a, empty -> spentPress: openChooser(a)
        press spent | the first wait for a second click ends -> spentPress: nothing
        press spent | right-click slot a -> spentPress: nothing
        press spent | right-click text 1 -> spentPress: nothing
        press spent | Menu on text 1 -> spentPress: nothing
        press spent | Escape, focus elsewhere -> spentPress: nothing
        press spent | Return on a -> spentPress: nothing
        press spent | Left on a -> spentPress: nothing
        press spent | R on a -> spentPress: nothing
        press spent | Ctrl+Return on photo b -> spentPress: nothing
        press spent | Left on the upright line -> spentPress: nothing
        press spent | Up on the upright line -> spentPress: nothing
        press spent | Alt+Right on a -> spentPress: movePhoto(a, Direction.right)
        press spent | Menu on a -> spentPress: nothing
        press spent | Left, focus elsewhere -> spentPress: nothing
        press spent | F8 -> spentPress: focusNextDivider
        press spent | Left on text 1 -> spentPress: nothing
        press spent | Delete on text 1 -> spentPress: nothing
        press spent | Ctrl+scroll on a -> spentPress: zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        press spent | scroll on a -> spentPress: nothing
        press spent | pinch -> spentPress: nothing
        press spent | adjust photo b -> spentPress: nothing
        press spent | share -> sharing(away): share
        press spent | share flies away -> spentPress: nothing
        press spent | share landed -> spentPress: nothing
        press spent | a change -> spentPress: applyChange
        press spent | a late change -> spentPress: applyChange
        press spent | photo a gone -> spentPress: nothing
        press spent | a slot's pixels change -> spentPress: redrawGrid
        press spent | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        press spent | click the field -> spentPress: nothing
        press spent | typing starts -> typing: nothing
        press spent | typing ends -> spentPress: nothing
        press spent | a command -> spentPress: nothing
        press spent | the menu closes -> spentPress: nothing
        press spent | the frame after slot a's menu closed -> spentPress: nothing
        press spent | two fingers scroll 20 up -> spentPress: nothing
        press spent | the first swipe's scrolls rest -> spentPress: nothing
        press spent | two fingers lift fast -> spentPress: nothing
        adjusting | press photo a -> adjusting(a, pressed: true): beginFraming(a)
        adjusting | press photo b -> pressed(Press(number: 1, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): leaveAdjusting(a), startHoldTimer(press: 1)
        adjusting | press upright line -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): leaveAdjusting(a), startHoldTimer(press: 1)
        adjusting | press frame -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): leaveAdjusting(a)
        adjusting | press text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): leaveAdjusting(a)
        adjusting | touchpad swipe -> adjusting(a, pressed: false): nothing
        adjusting | move 3 right -> adjusting(a, pressed: false): nothing
        adjusting | move 5 right -> adjusting(a, pressed: false): nothing
        adjusting | move 20 up -> adjusting(a, pressed: false): nothing
        adjusting | move 20 right -> adjusting(a, pressed: false): nothing
        adjusting | release -> adjusting(a, pressed: false): nothing
        adjusting | hold -> adjusting(a, pressed: false): nothing
        adjusting | a stale hold -> adjusting(a, pressed: false): nothing
        adjusting | press outside the grid -> idle: leaveAdjusting(a)
        adjusting | click photo a -> adjusting(a, pressed: false): nothing
        adjusting | double-click photo a -> adjusting(a, pressed: false): nothing
        adjusting | a photo asked for a, filled -> adjusting(a, pressed: false): openChooser(a)
        adjusting | a photo asked for a, empty -> adjusting(a, pressed: false): openChooser(a)
        adjusting | the first wait for a second click ends -> adjusting(a, pressed: false): nothing
        adjusting | right-click slot a -> menuOpen(slot(a)): leaveAdjusting(a), openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        adjusting | right-click text 1 -> menuOpen(text(1)): leaveAdjusting(a), openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        adjusting | Menu on text 1 -> menuOpen(text(1)): leaveAdjusting(a), openTextMenu(1, at: nil)
        adjusting | Escape, focus elsewhere -> adjusting(a, pressed: false): nothing
        adjusting | Return on a -> idle: leaveAdjusting(a)
        adjusting | Left on a -> adjusting(a, pressed: false): frameByKey(a, panPhoto(Direction.left))
        adjusting | R on a -> adjusting(a, pressed: false): frameByKey(a, turnPhoto)
        adjusting | Ctrl+Return on photo b -> adjusting(a, pressed: false): nothing
        adjusting | Left on the upright line -> adjusting(a, pressed: false): nothing
        adjusting | Up on the upright line -> adjusting(a, pressed: false): nothing
        adjusting | Alt+Right on a -> adjusting(a, pressed: false): movePhoto(a, Direction.right)
        adjusting | Menu on a -> menuOpen(slot(a)): leaveAdjusting(a), openSlotMenu(a, at: nil)
        adjusting | Left, focus elsewhere -> adjusting(a, pressed: false): nothing
        adjusting | F8 -> adjusting(a, pressed: false): focusNextDivider
        adjusting | Left on text 1 -> adjusting(a, pressed: false): nothing
        adjusting | Delete on text 1 -> adjusting(a, pressed: false): nothing
        adjusting | Ctrl+scroll on a -> adjusting(a, pressed: false): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        adjusting | scroll on a -> adjusting(a, pressed: false): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        adjusting | pinch -> adjusting(a, pressed: false): pinchFrame(a, scale: 2)
        adjusting | adjust photo b -> adjusting(b, pressed: false): leaveAdjusting(a), enterAdjusting(b)
        adjusting | share -> sharing(away): leaveAdjusting(a), share
        adjusting | share flies away -> adjusting(a, pressed: false): nothing
        adjusting | share landed -> adjusting(a, pressed: false): nothing
        adjusting | a change -> adjusting(a, pressed: false): applyChange
        adjusting | a late change -> adjusting(a, pressed: false): applyChange
        adjusting | photo a gone -> idle: leaveAdjusting(a)
        adjusting | a slot's pixels change -> adjusting(a, pressed: false): redrawGrid
        adjusting | press the field -> pressed(Press(number: 1, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): leaveAdjusting(a)
        adjusting | click the field -> adjusting(a, pressed: false): nothing
        adjusting | typing starts -> typing: leaveAdjusting(a)
        adjusting | typing ends -> adjusting(a, pressed: false): nothing
        adjusting | a command -> adjusting(a, pressed: false): nothing
        adjusting | the menu closes -> adjusting(a, pressed: false): nothing
        adjusting | the frame after slot a's menu closed -> adjusting(a, pressed: false): nothing
        adjusting | two fingers scroll 20 up -> adjusting(a, pressed: false): nothing
        adjusting | the first swipe's scrolls rest -> adjusting(a, pressed: false): nothing
        adjusting | two fingers lift fast -> adjusting(a, pressed: false): nothing
        adjusting, pressed | press photo a -> adjusting(a, pressed: true): nothing
        adjusting, pressed | press photo b -> adjusting(a, pressed: true): nothing
        adjusting, pressed | press upright line -> adjusting(a, pressed: true): nothing
        adjusting, pressed | press frame -> adjusting(a, pressed: true): nothing
        adjusting, pressed | press text 1 -> adjusting(a, pressed: true): nothing
        adjusting, pressed | touchpad swipe -> adjusting(a, pressed: true): nothing
        adjusting, pressed | move 3 right -> adjusting(a, pressed: true): claimPress, pan(a, dx: 3, dy: 0)
        adjusting, pressed | move 5 right -> adjusting(a, pressed: true): claimPress, pan(a, dx: 5, dy: 0)
        adjusting, pressed | move 20 up -> adjusting(a, pressed: true): claimPress, pan(a, dx: 0, dy: -20)
        adjusting, pressed | move 20 right -> adjusting(a, pressed: true): claimPress, pan(a, dx: 20, dy: 0)
        adjusting, pressed | release -> adjusting(a, pressed: false): endFraming(a)
        adjusting, pressed | hold -> adjusting(a, pressed: true): nothing
        adjusting, pressed | a stale hold -> adjusting(a, pressed: true): nothing
        adjusting, pressed | press outside the grid -> adjusting(a, pressed: true): nothing
        adjusting, pressed | click photo a -> adjusting(a, pressed: true): nothing
        adjusting, pressed | double-click photo a -> adjusting(a, pressed: true): nothing
        adjusting, pressed | a photo asked for a, filled -> adjusting(a, pressed: true): openChooser(a)
        adjusting, pressed | a photo asked for a, empty -> adjusting(a, pressed: true): openChooser(a)
        adjusting, pressed | the first wait for a second click ends -> adjusting(a, pressed: true): nothing
        adjusting, pressed | right-click slot a -> menuOpen(slot(a)): endFraming(a), leaveAdjusting(a), openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        adjusting, pressed | right-click text 1 -> menuOpen(text(1)): endFraming(a), leaveAdjusting(a), openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        adjusting, pressed | Menu on text 1 -> menuOpen(text(1)): endFraming(a), leaveAdjusting(a), openTextMenu(1, at: nil)
        adjusting, pressed | Escape, focus elsewhere -> adjusting(a, pressed: true): nothing
        adjusting, pressed | Return on a -> spentPress: endFraming(a), leaveAdjusting(a)
        adjusting, pressed | Left on a -> adjusting(a, pressed: true): frameByKey(a, panPhoto(Direction.left))
        adjusting, pressed | R on a -> adjusting(a, pressed: true): frameByKey(a, turnPhoto)
        adjusting, pressed | Ctrl+Return on photo b -> adjusting(a, pressed: true): nothing
        adjusting, pressed | Left on the upright line -> adjusting(a, pressed: true): nothing
        adjusting, pressed | Up on the upright line -> adjusting(a, pressed: true): nothing
        adjusting, pressed | Alt+Right on a -> adjusting(a, pressed: true): movePhoto(a, Direction.right)
        adjusting, pressed | Menu on a -> menuOpen(slot(a)): endFraming(a), leaveAdjusting(a), openSlotMenu(a, at: nil)
        adjusting, pressed | Left, focus elsewhere -> adjusting(a, pressed: true): nothing
        adjusting, pressed | F8 -> adjusting(a, pressed: true): focusNextDivider
        adjusting, pressed | Left on text 1 -> adjusting(a, pressed: true): nothing
        adjusting, pressed | Delete on text 1 -> adjusting(a, pressed: true): nothing
        adjusting, pressed | Ctrl+scroll on a -> adjusting(a, pressed: true): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        adjusting, pressed | scroll on a -> adjusting(a, pressed: true): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        adjusting, pressed | pinch -> adjusting(a, pressed: true): pinchFrame(a, scale: 2)
        adjusting, pressed | adjust photo b -> adjusting(b, pressed: false): endFraming(a), leaveAdjusting(a), enterAdjusting(b)
        adjusting, pressed | share -> sharing(away): endFraming(a), leaveAdjusting(a), share
        adjusting, pressed | share flies away -> adjusting(a, pressed: true): nothing
        adjusting, pressed | share landed -> adjusting(a, pressed: true): nothing
        adjusting, pressed | a change -> adjusting(a, pressed: true): applyChange
        adjusting, pressed | a late change -> adjusting(a, pressed: true): applyChange
        adjusting, pressed | photo a gone -> spentPress: endFraming(a), leaveAdjusting(a)
        adjusting, pressed | a slot's pixels change -> adjusting(a, pressed: true): redrawGrid
        adjusting, pressed | press the field -> adjusting(a, pressed: true): nothing
        adjusting, pressed | click the field -> adjusting(a, pressed: true): nothing
        adjusting, pressed | typing starts -> typing: endFraming(a), leaveAdjusting(a)
        adjusting, pressed | typing ends -> adjusting(a, pressed: true): nothing
        adjusting, pressed | a command -> adjusting(a, pressed: true): nothing
        adjusting, pressed | the menu closes -> adjusting(a, pressed: true): nothing
        adjusting, pressed | the frame after slot a's menu closed -> adjusting(a, pressed: true): nothing
        adjusting, pressed | two fingers scroll 20 up -> adjusting(a, pressed: true): nothing
        adjusting, pressed | the first swipe's scrolls rest -> adjusting(a, pressed: true): nothing
        adjusting, pressed | two fingers lift fast -> adjusting(a, pressed: true): nothing
        lifted | press photo a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | press photo b -> lifted(a, dx: 0, dy: 0): nothing
        lifted | press upright line -> lifted(a, dx: 0, dy: 0): nothing
        lifted | press frame -> lifted(a, dx: 0, dy: 0): nothing
        lifted | press text 1 -> lifted(a, dx: 0, dy: 0): nothing
        lifted | touchpad swipe -> lifted(a, dx: 0, dy: 0): nothing
        lifted | move 3 right -> lifted(a, dx: 3, dy: 0): moveLifted(a, dx: 3, dy: 0)
        lifted | move 5 right -> lifted(a, dx: 5, dy: 0): moveLifted(a, dx: 5, dy: 0)
        lifted | move 20 up -> lifted(a, dx: 0, dy: -20): moveLifted(a, dx: 0, dy: -20)
        lifted | move 20 right -> lifted(a, dx: 20, dy: 0): moveLifted(a, dx: 20, dy: 0)
        lifted | release -> idle: dropLifted(a, at: GridPoint(x: 0, y: -20))
        lifted | hold -> lifted(a, dx: 0, dy: 0): nothing
        lifted | a stale hold -> lifted(a, dx: 0, dy: 0): nothing
        lifted | press outside the grid -> lifted(a, dx: 0, dy: 0): nothing
        lifted | click photo a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | double-click photo a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | a photo asked for a, filled -> lifted(a, dx: 0, dy: 0): openChooser(a)
        lifted | a photo asked for a, empty -> lifted(a, dx: 0, dy: 0): openChooser(a)
        lifted | the first wait for a second click ends -> lifted(a, dx: 0, dy: 0): nothing
        lifted | right-click slot a -> menuOpen(slot(a)): putBack(a), openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        lifted | right-click text 1 -> menuOpen(text(1)): putBack(a), openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        lifted | Menu on text 1 -> menuOpen(text(1)): putBack(a), openTextMenu(1, at: nil)
        lifted | Escape, focus elsewhere -> spentPress: putBack(a)
        lifted | Return on a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Left on a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | R on a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Ctrl+Return on photo b -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Left on the upright line -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Up on the upright line -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Alt+Right on a -> lifted(a, dx: 0, dy: 0): movePhoto(a, Direction.right)
        lifted | Menu on a -> menuOpen(slot(a)): putBack(a), openSlotMenu(a, at: nil)
        lifted | Left, focus elsewhere -> lifted(a, dx: 0, dy: 0): nothing
        lifted | F8 -> lifted(a, dx: 0, dy: 0): focusNextDivider
        lifted | Left on text 1 -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Delete on text 1 -> lifted(a, dx: 0, dy: 0): nothing
        lifted | Ctrl+scroll on a -> lifted(a, dx: 0, dy: 0): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        lifted | scroll on a -> lifted(a, dx: 0, dy: 0): nothing
        lifted | pinch -> lifted(a, dx: 0, dy: 0): nothing
        lifted | adjust photo b -> lifted(a, dx: 0, dy: 0): nothing
        lifted | share -> sharing(away): putBack(a), share
        lifted | share flies away -> lifted(a, dx: 0, dy: 0): nothing
        lifted | share landed -> lifted(a, dx: 0, dy: 0): nothing
        lifted | a change -> lifted(a, dx: 0, dy: 0): applyChange
        lifted | a late change -> lifted(a, dx: 0, dy: 0): applyChange
        lifted | photo a gone -> spentPress: putBack(a)
        lifted | a slot's pixels change -> lifted(a, dx: 0, dy: 0): redrawGrid
        lifted | press the field -> lifted(a, dx: 0, dy: 0): nothing
        lifted | click the field -> lifted(a, dx: 0, dy: 0): nothing
        lifted | typing starts -> typing: putBack(a)
        lifted | typing ends -> lifted(a, dx: 0, dy: 0): nothing
        lifted | a command -> lifted(a, dx: 0, dy: 0): nothing
        lifted | the menu closes -> lifted(a, dx: 0, dy: 0): nothing
        lifted | the frame after slot a's menu closed -> lifted(a, dx: 0, dy: 0): nothing
        lifted | two fingers scroll 20 up -> lifted(a, dx: 0, dy: 0): nothing
        lifted | the first swipe's scrolls rest -> lifted(a, dx: 0, dy: 0): nothing
        lifted | two fingers lift fast -> lifted(a, dx: 0, dy: 0): nothing
        moving a line | press photo a -> movingDivider(row line): nothing
        moving a line | press photo b -> movingDivider(row line): nothing
        moving a line | press upright line -> movingDivider(row line): nothing
        moving a line | press frame -> movingDivider(row line): nothing
        moving a line | press text 1 -> movingDivider(row line): nothing
        moving a line | touchpad swipe -> movingDivider(row line): nothing
        moving a line | move 3 right -> movingDivider(row line): moveLine(row line, to: GridPoint(x: 3, y: 0))
        moving a line | move 5 right -> movingDivider(row line): moveLine(row line, to: GridPoint(x: 5, y: 0))
        moving a line | move 20 up -> movingDivider(row line): moveLine(row line, to: GridPoint(x: 0, y: -20))
        moving a line | move 20 right -> movingDivider(row line): moveLine(row line, to: GridPoint(x: 20, y: 0))
        moving a line | release -> idle: releaseLine(row line)
        moving a line | hold -> movingDivider(row line): nothing
        moving a line | a stale hold -> movingDivider(row line): nothing
        moving a line | press outside the grid -> movingDivider(row line): nothing
        moving a line | click photo a -> movingDivider(row line): nothing
        moving a line | double-click photo a -> movingDivider(row line): nothing
        moving a line | a photo asked for a, filled -> movingDivider(row line): openChooser(a)
        moving a line | a photo asked for a, empty -> movingDivider(row line): openChooser(a)
        moving a line | the first wait for a second click ends -> movingDivider(row line): nothing
        moving a line | right-click slot a -> menuOpen(slot(a)): releaseLine(row line), openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        moving a line | right-click text 1 -> menuOpen(text(1)): releaseLine(row line), openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        moving a line | Menu on text 1 -> menuOpen(text(1)): releaseLine(row line), openTextMenu(1, at: nil)
        moving a line | Escape, focus elsewhere -> movingDivider(row line): nothing
        moving a line | Return on a -> movingDivider(row line): nothing
        moving a line | Left on a -> movingDivider(row line): nothing
        moving a line | R on a -> movingDivider(row line): nothing
        moving a line | Ctrl+Return on photo b -> movingDivider(row line): nothing
        moving a line | Left on the upright line -> movingDivider(row line): nothing
        moving a line | Up on the upright line -> movingDivider(row line): nothing
        moving a line | Alt+Right on a -> movingDivider(row line): movePhoto(a, Direction.right)
        moving a line | Menu on a -> menuOpen(slot(a)): releaseLine(row line), openSlotMenu(a, at: nil)
        moving a line | Left, focus elsewhere -> movingDivider(row line): nothing
        moving a line | F8 -> movingDivider(row line): focusNextDivider
        moving a line | Left on text 1 -> movingDivider(row line): nothing
        moving a line | Delete on text 1 -> movingDivider(row line): nothing
        moving a line | Ctrl+scroll on a -> movingDivider(row line): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        moving a line | scroll on a -> movingDivider(row line): nothing
        moving a line | pinch -> movingDivider(row line): nothing
        moving a line | adjust photo b -> movingDivider(row line): nothing
        moving a line | share -> sharing(away): releaseLine(row line), share
        moving a line | share flies away -> movingDivider(row line): nothing
        moving a line | share landed -> movingDivider(row line): nothing
        moving a line | a change -> movingDivider(row line): applyChange
        moving a line | a late change -> movingDivider(row line): applyChange
        moving a line | photo a gone -> movingDivider(row line): nothing
        moving a line | a slot's pixels change -> movingDivider(row line): redrawGrid
        moving a line | press the field -> movingDivider(row line): nothing
        moving a line | click the field -> movingDivider(row line): nothing
        moving a line | typing starts -> typing: releaseLine(row line)
        moving a line | typing ends -> movingDivider(row line): nothing
        moving a line | a command -> movingDivider(row line): nothing
        moving a line | the menu closes -> movingDivider(row line): nothing
        moving a line | the frame after slot a's menu closed -> movingDivider(row line): nothing
        moving a line | two fingers scroll 20 up -> movingDivider(row line): nothing
        moving a line | the first swipe's scrolls rest -> movingDivider(row line): nothing
        moving a line | two fingers lift fast -> movingDivider(row line): nothing
        pressed on a text | press photo a -> pressed(Press(number: 2, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a text | press photo b -> pressed(Press(number: 2, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a text | press upright line -> pressed(Press(number: 2, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): startHoldTimer(press: 2)
        pressed on a text | press frame -> pressed(Press(number: 2, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | press text 1 -> pressed(Press(number: 2, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | touchpad swipe -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | move 3 right -> pressed(Press(number: 1, target: text(1), dx: 3, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | move 5 right -> pressed(Press(number: 1, target: text(1), dx: 5, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | move 20 up -> movingText(1): claimPress, grabText(1), moveText(1, dx: 0, dy: -20)
        pressed on a text | move 20 right -> movingText(1): claimPress, grabText(1), moveText(1, dx: 20, dy: 0)
        pressed on a text | release -> idle: nothing
        pressed on a text | hold -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | a stale hold -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | press outside the grid -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | click photo a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | double-click photo a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | a photo asked for a, filled -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a text | a photo asked for a, empty -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): openChooser(a)
        pressed on a text | the first wait for a second click ends -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | right-click slot a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | right-click text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Menu on text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Escape, focus elsewhere -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Return on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Left on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | R on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Ctrl+Return on photo b -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Left on the upright line -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Up on the upright line -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Alt+Right on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): movePhoto(a, Direction.right)
        pressed on a text | Menu on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Left, focus elsewhere -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | F8 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): focusNextDivider
        pressed on a text | Left on text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Delete on text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | Ctrl+scroll on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        pressed on a text | scroll on a -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | pinch -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | adjust photo b -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | share -> sharing(away): share
        pressed on a text | share flies away -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | share landed -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | a change -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a text | a late change -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): applyChange
        pressed on a text | photo a gone -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | a slot's pixels change -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): redrawGrid
        pressed on a text | press the field -> pressed(Press(number: 2, target: field, dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | click the field -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | typing starts -> typing: nothing
        pressed on a text | typing ends -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | a command -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | the menu closes -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | the frame after slot a's menu closed -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | two fingers scroll 20 up -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | the first swipe's scrolls rest -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        pressed on a text | two fingers lift fast -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): nothing
        moving a text | press photo a -> movingText(1): nothing
        moving a text | press photo b -> movingText(1): nothing
        moving a text | press upright line -> movingText(1): nothing
        moving a text | press frame -> movingText(1): nothing
        moving a text | press text 1 -> movingText(1): nothing
        moving a text | touchpad swipe -> movingText(1): nothing
        moving a text | move 3 right -> movingText(1): moveText(1, dx: 3, dy: 0)
        moving a text | move 5 right -> movingText(1): moveText(1, dx: 5, dy: 0)
        moving a text | move 20 up -> movingText(1): moveText(1, dx: 0, dy: -20)
        moving a text | move 20 right -> movingText(1): moveText(1, dx: 20, dy: 0)
        moving a text | release -> idle: releaseText(1)
        moving a text | hold -> movingText(1): nothing
        moving a text | a stale hold -> movingText(1): nothing
        moving a text | press outside the grid -> movingText(1): nothing
        moving a text | click photo a -> movingText(1): nothing
        moving a text | double-click photo a -> movingText(1): nothing
        moving a text | a photo asked for a, filled -> movingText(1): openChooser(a)
        moving a text | a photo asked for a, empty -> movingText(1): openChooser(a)
        moving a text | the first wait for a second click ends -> movingText(1): nothing
        moving a text | right-click slot a -> menuOpen(slot(a)): releaseText(1), openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        moving a text | right-click text 1 -> menuOpen(text(1)): releaseText(1), openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        moving a text | Menu on text 1 -> menuOpen(text(1)): releaseText(1), openTextMenu(1, at: nil)
        moving a text | Escape, focus elsewhere -> movingText(1): nothing
        moving a text | Return on a -> movingText(1): nothing
        moving a text | Left on a -> movingText(1): nothing
        moving a text | R on a -> movingText(1): nothing
        moving a text | Ctrl+Return on photo b -> movingText(1): nothing
        moving a text | Left on the upright line -> movingText(1): nothing
        moving a text | Up on the upright line -> movingText(1): nothing
        moving a text | Alt+Right on a -> movingText(1): movePhoto(a, Direction.right)
        moving a text | Menu on a -> menuOpen(slot(a)): releaseText(1), openSlotMenu(a, at: nil)
        moving a text | Left, focus elsewhere -> movingText(1): nothing
        moving a text | F8 -> movingText(1): focusNextDivider
        moving a text | Left on text 1 -> movingText(1): nothing
        moving a text | Delete on text 1 -> movingText(1): nothing
        moving a text | Ctrl+scroll on a -> movingText(1): zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        moving a text | scroll on a -> movingText(1): nothing
        moving a text | pinch -> movingText(1): nothing
        moving a text | adjust photo b -> movingText(1): nothing
        moving a text | share -> sharing(away): releaseText(1), share
        moving a text | share flies away -> movingText(1): nothing
        moving a text | share landed -> movingText(1): nothing
        moving a text | a change -> movingText(1): applyChange
        moving a text | a late change -> movingText(1): applyChange
        moving a text | photo a gone -> movingText(1): nothing
        moving a text | a slot's pixels change -> movingText(1): redrawGrid
        moving a text | press the field -> movingText(1): nothing
        moving a text | click the field -> movingText(1): nothing
        moving a text | typing starts -> typing: releaseText(1)
        moving a text | typing ends -> movingText(1): nothing
        moving a text | a command -> movingText(1): nothing
        moving a text | the menu closes -> movingText(1): nothing
        moving a text | the frame after slot a's menu closed -> movingText(1): nothing
        moving a text | two fingers scroll 20 up -> movingText(1): nothing
        moving a text | the first swipe's scrolls rest -> movingText(1): nothing
        moving a text | two fingers lift fast -> movingText(1): nothing
        share dragging | press photo a -> sharing(dragging): nothing
        share dragging | press photo b -> sharing(dragging): nothing
        share dragging | press upright line -> sharing(dragging): nothing
        share dragging | press frame -> sharing(dragging): nothing
        share dragging | press text 1 -> sharing(dragging): nothing
        share dragging | touchpad swipe -> sharing(dragging): nothing
        share dragging | move 3 right -> sharing(dragging): followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        share dragging | move 5 right -> sharing(dragging): followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        share dragging | move 20 up -> sharing(dragging): followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false)
        share dragging | move 20 right -> sharing(dragging): followShareDrag(offsetX: 0, offsetY: 0, pastThreshold: false)
        share dragging | release -> sharing(dragging): endShareDrag(ShareGesture.Outcome.springBack, speed: 0)
        share dragging | hold -> sharing(dragging): nothing
        share dragging | a stale hold -> sharing(dragging): nothing
        share dragging | press outside the grid -> sharing(dragging): nothing
        share dragging | click photo a -> sharing(dragging): nothing
        share dragging | double-click photo a -> sharing(dragging): nothing
        share dragging | a photo asked for a, filled -> sharing(dragging): refuse
        share dragging | a photo asked for a, empty -> sharing(dragging): refuse
        share dragging | the first wait for a second click ends -> sharing(dragging): nothing
        share dragging | right-click slot a -> sharing(dragging): refuse
        share dragging | right-click text 1 -> sharing(dragging): refuse
        share dragging | Menu on text 1 -> sharing(dragging): nothing
        share dragging | Escape, focus elsewhere -> sharing(dragging): nothing
        share dragging | Return on a -> sharing(dragging): nothing
        share dragging | Left on a -> sharing(dragging): nothing
        share dragging | R on a -> sharing(dragging): nothing
        share dragging | Ctrl+Return on photo b -> sharing(dragging): nothing
        share dragging | Left on the upright line -> sharing(dragging): nothing
        share dragging | Up on the upright line -> sharing(dragging): nothing
        share dragging | Alt+Right on a -> sharing(dragging): refuse
        share dragging | Menu on a -> sharing(dragging): refuse
        share dragging | Left, focus elsewhere -> sharing(dragging): nothing
        share dragging | F8 -> sharing(dragging): focusNextDivider
        share dragging | Left on text 1 -> sharing(dragging): nothing
        share dragging | Delete on text 1 -> sharing(dragging): nothing
        share dragging | Ctrl+scroll on a -> sharing(dragging): refuse
        share dragging | scroll on a -> sharing(dragging): nothing
        share dragging | pinch -> sharing(dragging): nothing
        share dragging | adjust photo b -> sharing(dragging): refuse
        share dragging | share -> sharing(dragging): refuse
        share dragging | share flies away -> sharing(away): nothing
        share dragging | share landed -> idle: runDeferred
        share dragging | a change -> sharing(dragging): refuse
        share dragging | a late change -> sharing(dragging): deferChange
        share dragging | photo a gone -> sharing(dragging): nothing
        share dragging | a slot's pixels change -> sharing(dragging): redrawGrid
        share dragging | press the field -> sharing(dragging): nothing
        share dragging | click the field -> sharing(dragging): nothing
        share dragging | typing starts -> sharing(dragging): endTyping
        share dragging | typing ends -> sharing(dragging): nothing
        share dragging | a command -> sharing(dragging): nothing
        share dragging | the menu closes -> sharing(dragging): nothing
        share dragging | the frame after slot a's menu closed -> sharing(dragging): nothing
        share dragging | two fingers scroll 20 up -> sharing(dragging): nothing
        share dragging | the first swipe's scrolls rest -> sharing(dragging): nothing
        share dragging | two fingers lift fast -> sharing(dragging): nothing
        share springing back | press photo a -> sharing(springingBack): nothing
        share springing back | press photo b -> sharing(springingBack): nothing
        share springing back | press upright line -> sharing(springingBack): nothing
        share springing back | press frame -> sharing(springingBack): nothing
        share springing back | press text 1 -> sharing(springingBack): nothing
        share springing back | touchpad swipe -> sharing(springingBack): nothing
        share springing back | move 3 right -> sharing(springingBack): nothing
        share springing back | move 5 right -> sharing(springingBack): nothing
        share springing back | move 20 up -> sharing(springingBack): nothing
        share springing back | move 20 right -> sharing(springingBack): nothing
        share springing back | release -> sharing(springingBack): nothing
        share springing back | hold -> sharing(springingBack): nothing
        share springing back | a stale hold -> sharing(springingBack): nothing
        share springing back | press outside the grid -> sharing(springingBack): nothing
        share springing back | click photo a -> sharing(springingBack): nothing
        share springing back | double-click photo a -> sharing(springingBack): nothing
        share springing back | a photo asked for a, filled -> sharing(springingBack): refuse
        share springing back | a photo asked for a, empty -> sharing(springingBack): refuse
        share springing back | the first wait for a second click ends -> sharing(springingBack): nothing
        share springing back | right-click slot a -> sharing(springingBack): refuse
        share springing back | right-click text 1 -> sharing(springingBack): refuse
        share springing back | Menu on text 1 -> sharing(springingBack): nothing
        share springing back | Escape, focus elsewhere -> sharing(springingBack): nothing
        share springing back | Return on a -> sharing(springingBack): nothing
        share springing back | Left on a -> sharing(springingBack): nothing
        share springing back | R on a -> sharing(springingBack): nothing
        share springing back | Ctrl+Return on photo b -> sharing(springingBack): nothing
        share springing back | Left on the upright line -> sharing(springingBack): nothing
        share springing back | Up on the upright line -> sharing(springingBack): nothing
        share springing back | Alt+Right on a -> sharing(springingBack): refuse
        share springing back | Menu on a -> sharing(springingBack): refuse
        share springing back | Left, focus elsewhere -> sharing(springingBack): nothing
        share springing back | F8 -> sharing(springingBack): focusNextDivider
        share springing back | Left on text 1 -> sharing(springingBack): nothing
        share springing back | Delete on text 1 -> sharing(springingBack): nothing
        share springing back | Ctrl+scroll on a -> sharing(springingBack): refuse
        share springing back | scroll on a -> sharing(springingBack): nothing
        share springing back | pinch -> sharing(springingBack): nothing
        share springing back | adjust photo b -> sharing(springingBack): refuse
        share springing back | share -> sharing(springingBack): refuse
        share springing back | share flies away -> sharing(away): nothing
        share springing back | share landed -> idle: runDeferred
        share springing back | a change -> sharing(springingBack): refuse
        share springing back | a late change -> sharing(springingBack): deferChange
        share springing back | photo a gone -> sharing(springingBack): nothing
        share springing back | a slot's pixels change -> sharing(springingBack): redrawGrid
        share springing back | press the field -> sharing(springingBack): nothing
        share springing back | click the field -> sharing(springingBack): nothing
        share springing back | typing starts -> sharing(springingBack): endTyping
        share springing back | typing ends -> sharing(springingBack): nothing
        share springing back | a command -> sharing(springingBack): nothing
        share springing back | the menu closes -> sharing(springingBack): nothing
        share springing back | the frame after slot a's menu closed -> sharing(springingBack): nothing
        share springing back | two fingers scroll 20 up -> sharing(springingBack): nothing
        share springing back | the first swipe's scrolls rest -> sharing(springingBack): nothing
        share springing back | two fingers lift fast -> sharing(springingBack): nothing
        share away | press photo a -> sharing(away): nothing
        share away | press photo b -> sharing(away): nothing
        share away | press upright line -> sharing(away): nothing
        share away | press frame -> sharing(away): nothing
        share away | press text 1 -> sharing(away): nothing
        share away | touchpad swipe -> sharing(away): nothing
        share away | move 3 right -> sharing(away): nothing
        share away | move 5 right -> sharing(away): nothing
        share away | move 20 up -> sharing(away): nothing
        share away | move 20 right -> sharing(away): nothing
        share away | release -> sharing(away): nothing
        share away | hold -> sharing(away): nothing
        share away | a stale hold -> sharing(away): nothing
        share away | press outside the grid -> sharing(away): nothing
        share away | click photo a -> sharing(away): nothing
        share away | double-click photo a -> sharing(away): nothing
        share away | a photo asked for a, filled -> sharing(away): refuse
        share away | a photo asked for a, empty -> sharing(away): refuse
        share away | the first wait for a second click ends -> sharing(away): nothing
        share away | right-click slot a -> sharing(away): refuse
        share away | right-click text 1 -> sharing(away): refuse
        share away | Menu on text 1 -> sharing(away): nothing
        share away | Escape, focus elsewhere -> sharing(away): nothing
        share away | Return on a -> sharing(away): nothing
        share away | Left on a -> sharing(away): nothing
        share away | R on a -> sharing(away): nothing
        share away | Ctrl+Return on photo b -> sharing(away): nothing
        share away | Left on the upright line -> sharing(away): nothing
        share away | Up on the upright line -> sharing(away): nothing
        share away | Alt+Right on a -> sharing(away): refuse
        share away | Menu on a -> sharing(away): refuse
        share away | Left, focus elsewhere -> sharing(away): nothing
        share away | F8 -> sharing(away): focusNextDivider
        share away | Left on text 1 -> sharing(away): nothing
        share away | Delete on text 1 -> sharing(away): nothing
        share away | Ctrl+scroll on a -> sharing(away): refuse
        share away | scroll on a -> sharing(away): nothing
        share away | pinch -> sharing(away): nothing
        share away | adjust photo b -> sharing(away): refuse
        share away | share -> sharing(away): refuse
        share away | share flies away -> sharing(away): nothing
        share away | share landed -> idle: runDeferred
        share away | a change -> sharing(away): refuse
        share away | a late change -> sharing(away): deferChange
        share away | photo a gone -> sharing(away): nothing
        share away | a slot's pixels change -> sharing(away): redrawGrid
        share away | press the field -> sharing(away): nothing
        share away | click the field -> sharing(away): nothing
        share away | typing starts -> sharing(away): endTyping
        share away | typing ends -> sharing(away): nothing
        share away | a command -> sharing(away): nothing
        share away | the menu closes -> sharing(away): nothing
        share away | the frame after slot a's menu closed -> sharing(away): nothing
        share away | two fingers scroll 20 up -> sharing(away): nothing
        share away | the first swipe's scrolls rest -> sharing(away): nothing
        share away | two fingers lift fast -> sharing(away): nothing
        share returning | press photo a -> sharing(returning): nothing
        share returning | press photo b -> sharing(returning): nothing
        share returning | press upright line -> sharing(returning): nothing
        share returning | press frame -> sharing(returning): nothing
        share returning | press text 1 -> sharing(returning): nothing
        share returning | touchpad swipe -> sharing(returning): nothing
        share returning | move 3 right -> sharing(returning): nothing
        share returning | move 5 right -> sharing(returning): nothing
        share returning | move 20 up -> sharing(returning): nothing
        share returning | move 20 right -> sharing(returning): nothing
        share returning | release -> sharing(returning): nothing
        share returning | hold -> sharing(returning): nothing
        share returning | a stale hold -> sharing(returning): nothing
        share returning | press outside the grid -> sharing(returning): nothing
        share returning | click photo a -> sharing(returning): nothing
        share returning | double-click photo a -> sharing(returning): nothing
        share returning | a photo asked for a, filled -> sharing(returning): refuse
        share returning | a photo asked for a, empty -> sharing(returning): refuse
        share returning | the first wait for a second click ends -> sharing(returning): nothing
        share returning | right-click slot a -> sharing(returning): refuse
        share returning | right-click text 1 -> sharing(returning): refuse
        share returning | Menu on text 1 -> sharing(returning): nothing
        share returning | Escape, focus elsewhere -> sharing(returning): nothing
        share returning | Return on a -> sharing(returning): nothing
        share returning | Left on a -> sharing(returning): nothing
        share returning | R on a -> sharing(returning): nothing
        share returning | Ctrl+Return on photo b -> sharing(returning): nothing
        share returning | Left on the upright line -> sharing(returning): nothing
        share returning | Up on the upright line -> sharing(returning): nothing
        share returning | Alt+Right on a -> sharing(returning): refuse
        share returning | Menu on a -> sharing(returning): refuse
        share returning | Left, focus elsewhere -> sharing(returning): nothing
        share returning | F8 -> sharing(returning): focusNextDivider
        share returning | Left on text 1 -> sharing(returning): nothing
        share returning | Delete on text 1 -> sharing(returning): nothing
        share returning | Ctrl+scroll on a -> sharing(returning): refuse
        share returning | scroll on a -> sharing(returning): nothing
        share returning | pinch -> sharing(returning): nothing
        share returning | adjust photo b -> sharing(returning): refuse
        share returning | share -> sharing(returning): refuse
        share returning | share flies away -> sharing(away): nothing
        share returning | share landed -> idle: runDeferred
        share returning | a change -> sharing(returning): refuse
        share returning | a late change -> sharing(returning): deferChange
        share returning | photo a gone -> sharing(returning): nothing
        share returning | a slot's pixels change -> sharing(returning): redrawGrid
        share returning | press the field -> sharing(returning): nothing
        share returning | click the field -> sharing(returning): nothing
        share returning | typing starts -> sharing(returning): endTyping
        share returning | typing ends -> sharing(returning): nothing
        share returning | a command -> sharing(returning): nothing
        share returning | the menu closes -> sharing(returning): nothing
        share returning | the frame after slot a's menu closed -> sharing(returning): nothing
        share returning | two fingers scroll 20 up -> sharing(returning): nothing
        share returning | the first swipe's scrolls rest -> sharing(returning): nothing
        share returning | two fingers lift fast -> sharing(returning): nothing
        typing | press photo a -> pressed(Press(number: 1, target: photo(a), dx: 0, dy: 0, still: true, lineLetGo: false)): endTyping, startHoldTimer(press: 1)
        typing | press photo b -> pressed(Press(number: 1, target: photo(b), dx: 0, dy: 0, still: true, lineLetGo: false)): endTyping, startHoldTimer(press: 1)
        typing | press upright line -> pressed(Press(number: 1, target: line(row line), dx: 0, dy: 0, still: true, lineLetGo: false)): endTyping, startHoldTimer(press: 1)
        typing | press frame -> pressed(Press(number: 1, target: frame, dx: 0, dy: 0, still: true, lineLetGo: false)): endTyping
        typing | press text 1 -> pressed(Press(number: 1, target: text(1), dx: 0, dy: 0, still: true, lineLetGo: false)): endTyping
        typing | touchpad swipe -> pressed(Press(number: 1, target: frame, source: touchpadSwipe, dx: 0, dy: 0, still: true, lineLetGo: false)): endTyping
        typing | move 3 right -> typing: nothing
        typing | move 5 right -> typing: nothing
        typing | move 20 up -> typing: nothing
        typing | move 20 right -> typing: nothing
        typing | release -> typing: nothing
        typing | hold -> typing: nothing
        typing | a stale hold -> typing: nothing
        typing | press outside the grid -> idle: endTyping
        typing | click photo a -> idle: endTyping
        typing | double-click photo a -> idle: endTyping
        typing | a photo asked for a, filled -> typing: openChooser(a)
        typing | a photo asked for a, empty -> typing: openChooser(a)
        typing | the first wait for a second click ends -> typing: nothing
        typing | right-click slot a -> menuOpen(slot(a)): endTyping, openSlotMenu(a, at: Optional(GridPoint(x: 0, y: 0)))
        typing | right-click text 1 -> menuOpen(text(1)): endTyping, openTextMenu(1, at: Optional(GridPoint(x: 0, y: 0)))
        typing | Menu on text 1 -> menuOpen(text(1)): endTyping, openTextMenu(1, at: nil)
        typing | Escape, focus elsewhere -> typing: nothing
        typing | Return on a -> typing: nothing
        typing | Left on a -> typing: nothing
        typing | R on a -> typing: nothing
        typing | Ctrl+Return on photo b -> typing: nothing
        typing | Left on the upright line -> typing: nothing
        typing | Up on the upright line -> typing: nothing
        typing | Alt+Right on a -> typing: movePhoto(a, Direction.right)
        typing | Menu on a -> menuOpen(slot(a)): endTyping, openSlotMenu(a, at: nil)
        typing | Left, focus elsewhere -> typing: nothing
        typing | F8 -> typing: focusNextDivider
        typing | Left on text 1 -> typing: nothing
        typing | Delete on text 1 -> typing: nothing
        typing | Ctrl+scroll on a -> typing: zoom(a, steps: 1, about: GridPoint(x: 0, y: 0))
        typing | scroll on a -> typing: nothing
        typing | pinch -> typing: nothing
        typing | adjust photo b -> adjusting(b, pressed: false): endTyping, enterAdjusting(b)
        typing | share -> sharing(away): endTyping, share
        typing | share flies away -> typing: nothing
        typing | share landed -> typing: nothing
        typing | a change -> typing: applyChange
        typing | a late change -> typing: applyChange
        typing | photo a gone -> typing: nothing
        typing | a slot's pixels change -> typing: redrawGrid
        typing | press the field -> typing: nothing
        typing | click the field -> typing: nothing
        typing | typing starts -> typing: nothing
        typing | typing ends -> idle: nothing
        typing | a command -> idle: endTyping
        typing | the menu closes -> typing: nothing
        typing | the frame after slot a's menu closed -> typing: nothing
        typing | two fingers scroll 20 up -> sharing(dragging): endTyping, swipeBegan, claimPress, beginShareDrag, followShareDrag(offsetX: 0, offsetY: -20, pastThreshold: false), waitForSwipeQuiet(seconds: 2, ticket(1))
        typing | the first swipe's scrolls rest -> typing: nothing
        typing | two fingers lift fast -> typing: nothing
        slot a's menu open | press photo a -> menuOpen(slot(a)): nothing
        slot a's menu open | press photo b -> menuOpen(slot(a)): nothing
        slot a's menu open | press upright line -> menuOpen(slot(a)): nothing
        slot a's menu open | press frame -> menuOpen(slot(a)): nothing
        slot a's menu open | press text 1 -> menuOpen(slot(a)): nothing
        slot a's menu open | touchpad swipe -> menuOpen(slot(a)): nothing
        slot a's menu open | move 3 right -> menuOpen(slot(a)): nothing
        slot a's menu open | move 5 right -> menuOpen(slot(a)): nothing
        slot a's menu open | move 20 up -> menuOpen(slot(a)): nothing
        slot a's menu open | move 20 right -> menuOpen(slot(a)): nothing
        slot a's menu open | release -> menuOpen(slot(a)): nothing
        slot a's menu open | hold -> menuOpen(slot(a)): nothing
        slot a's menu open | a stale hold -> menuOpen(slot(a)): nothing
        slot a's menu open | press outside the grid -> menuOpen(slot(a)): nothing
        slot a's menu open | click photo a -> menuOpen(slot(a)): nothing
        slot a's menu open | double-click photo a -> menuOpen(slot(a)): nothing
        slot a's menu open | a photo asked for a, filled -> menuOpen(slot(a)): openChooser(a)
        slot a's menu open | a photo asked for a, empty -> menuOpen(slot(a)): openChooser(a)
        slot a's menu open | the first wait for a second click ends -> menuOpen(slot(a)): nothing
        slot a's menu open | right-click slot a -> menuOpen(slot(a)): nothing
        slot a's menu open | right-click text 1 -> menuOpen(slot(a)): nothing
        slot a's menu open | Menu on text 1 -> menuOpen(slot(a)): nothing
        slot a's menu open | Escape, focus elsewhere -> menuOpen(slot(a)): nothing
        slot a's menu open | Return on a -> menuOpen(slot(a)): nothing
        slot a's menu open | Left on a -> menuOpen(slot(a)): nothing
        slot a's menu open | R on a -> menuOpen(slot(a)): nothing
        slot a's menu open | Ctrl+Return on photo b -> menuOpen(slot(a)): nothing
        slot a's menu open | Left on the upright line -> menuOpen(slot(a)): nothing
        slot a's menu open | Up on the upright line -> menuOpen(slot(a)): nothing
        slot a's menu open | Alt+Right on a -> menuOpen(slot(a)): nothing
        slot a's menu open | Menu on a -> menuOpen(slot(a)): nothing
        slot a's menu open | Left, focus elsewhere -> menuOpen(slot(a)): nothing
        slot a's menu open | F8 -> menuOpen(slot(a)): nothing
        slot a's menu open | Left on text 1 -> menuOpen(slot(a)): nothing
        slot a's menu open | Delete on text 1 -> menuOpen(slot(a)): nothing
        slot a's menu open | Ctrl+scroll on a -> menuOpen(slot(a)): nothing
        slot a's menu open | scroll on a -> menuOpen(slot(a)): nothing
        slot a's menu open | pinch -> menuOpen(slot(a)): nothing
        slot a's menu open | adjust photo b -> adjusting(b, pressed: false): closeMenu, enterAdjusting(b)
        slot a's menu open | share -> sharing(away): closeMenu, share
        slot a's menu open | share flies away -> menuOpen(slot(a)): nothing
        slot a's menu open | share landed -> menuOpen(slot(a)): nothing
        slot a's menu open | a change -> menuOpen(slot(a)): applyChange
        slot a's menu open | a late change -> menuOpen(slot(a)): applyChange
        slot a's menu open | photo a gone -> menuOpen(slot(a)): nothing
        slot a's menu open | a slot's pixels change -> menuOpen(slot(a)): redrawGrid
        slot a's menu open | press the field -> menuOpen(slot(a)): nothing
        slot a's menu open | click the field -> menuOpen(slot(a)): nothing
        slot a's menu open | typing starts -> typing: closeMenu
        slot a's menu open | typing ends -> menuOpen(slot(a)): nothing
        slot a's menu open | a command -> menuOpen(slot(a)): nothing
        slot a's menu open | the menu closes -> idle: returnFocusAfterFrame(slot(a))
        slot a's menu open | the frame after slot a's menu closed -> menuOpen(slot(a)): nothing
        slot a's menu open | two fingers scroll 20 up -> menuOpen(slot(a)): nothing
        slot a's menu open | the first swipe's scrolls rest -> menuOpen(slot(a)): nothing
        slot a's menu open | two fingers lift fast -> menuOpen(slot(a)): nothing
        text 1's menu open | press photo a -> menuOpen(text(1)): nothing
        text 1's menu open | press photo b -> menuOpen(text(1)): nothing
        text 1's menu open | press upright line -> menuOpen(text(1)): nothing
        text 1's menu open | press frame -> menuOpen(text(1)): nothing
        text 1's menu open | press text 1 -> menuOpen(text(1)): nothing
        text 1's menu open | touchpad swipe -> menuOpen(text(1)): nothing
        text 1's menu open | move 3 right -> menuOpen(text(1)): nothing
        text 1's menu open | move 5 right -> menuOpen(text(1)): nothing
        text 1's menu open | move 20 up -> menuOpen(text(1)): nothing
        text 1's menu open | move 20 right -> menuOpen(text(1)): nothing
        text 1's menu open | release -> menuOpen(text(1)): nothing
        text 1's menu open | hold -> menuOpen(text(1)): nothing
        text 1's menu open | a stale hold -> menuOpen(text(1)): nothing
        text 1's menu open | press outside the grid -> menuOpen(text(1)): nothing
        text 1's menu open | click photo a -> menuOpen(text(1)): nothing
        text 1's menu open | double-click photo a -> menuOpen(text(1)): nothing
        text 1's menu open | a photo asked for a, filled -> menuOpen(text(1)): openChooser(a)
        text 1's menu open | a photo asked for a, empty -> menuOpen(text(1)): openChooser(a)
        text 1's menu open | the first wait for a second click ends -> menuOpen(text(1)): nothing
        text 1's menu open | right-click slot a -> menuOpen(text(1)): nothing
        text 1's menu open | right-click text 1 -> menuOpen(text(1)): nothing
        text 1's menu open | Menu on text 1 -> menuOpen(text(1)): nothing
        text 1's menu open | Escape, focus elsewhere -> menuOpen(text(1)): nothing
        text 1's menu open | Return on a -> menuOpen(text(1)): nothing
        text 1's menu open | Left on a -> menuOpen(text(1)): nothing
        text 1's menu open | R on a -> menuOpen(text(1)): nothing
        text 1's menu open | Ctrl+Return on photo b -> menuOpen(text(1)): nothing
        text 1's menu open | Left on the upright line -> menuOpen(text(1)): nothing
        text 1's menu open | Up on the upright line -> menuOpen(text(1)): nothing
        text 1's menu open | Alt+Right on a -> menuOpen(text(1)): nothing
        text 1's menu open | Menu on a -> menuOpen(text(1)): nothing
        text 1's menu open | Left, focus elsewhere -> menuOpen(text(1)): nothing
        text 1's menu open | F8 -> menuOpen(text(1)): nothing
        text 1's menu open | Left on text 1 -> menuOpen(text(1)): nothing
        text 1's menu open | Delete on text 1 -> menuOpen(text(1)): nothing
        text 1's menu open | Ctrl+scroll on a -> menuOpen(text(1)): nothing
        text 1's menu open | scroll on a -> menuOpen(text(1)): nothing
        text 1's menu open | pinch -> menuOpen(text(1)): nothing
        text 1's menu open | adjust photo b -> adjusting(b, pressed: false): closeMenu, enterAdjusting(b)
        text 1's menu open | share -> sharing(away): closeMenu, share
        text 1's menu open | share flies away -> menuOpen(text(1)): nothing
        text 1's menu open | share landed -> menuOpen(text(1)): nothing
        text 1's menu open | a change -> menuOpen(text(1)): applyChange
        text 1's menu open | a late change -> menuOpen(text(1)): applyChange
        text 1's menu open | photo a gone -> menuOpen(text(1)): nothing
        text 1's menu open | a slot's pixels change -> menuOpen(text(1)): redrawGrid
        text 1's menu open | press the field -> menuOpen(text(1)): nothing
        text 1's menu open | click the field -> menuOpen(text(1)): nothing
        text 1's menu open | typing starts -> typing: closeMenu
        text 1's menu open | typing ends -> menuOpen(text(1)): nothing
        text 1's menu open | a command -> menuOpen(text(1)): nothing
        text 1's menu open | the menu closes -> idle: returnFocusAfterFrame(text(1))
        text 1's menu open | the frame after slot a's menu closed -> menuOpen(text(1)): nothing
        text 1's menu open | two fingers scroll 20 up -> menuOpen(text(1)): nothing
        text 1's menu open | the first swipe's scrolls rest -> menuOpen(text(1)): nothing
        text 1's menu open | two fingers lift fast -> menuOpen(text(1)): nothing
        """
}
