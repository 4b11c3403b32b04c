import CGtk

/// The items of a GSList whose nodes (not items) the caller owns, in order;
/// the nodes are freed.
public func takeItems(of list: UnsafeMutablePointer<GSList>?) -> [gpointer] {
    defer { g_slist_free(list) }
    return items(from: list, data: \.data, next: \.next)
}

/// The items of a GList whose nodes (not items) the caller owns, in order; the nodes are freed.
public func takeItems(of list: UnsafeMutablePointer<GList>?) -> [gpointer] {
    defer { g_list_free(list) }
    return items(from: list, data: \.data, next: \.next)
}

/// The items of a GLib list of either kind, following `next` from `first`.
private func items<Node>(from first: UnsafeMutablePointer<Node>?, data: KeyPath<Node, gpointer?>,
                         next: KeyPath<Node, UnsafeMutablePointer<Node>?>) -> [gpointer] {
    var items: [gpointer] = []
    var node = first
    while let current = node {
        if let item = current.pointee[keyPath: data] { items.append(item) }
        node = current.pointee[keyPath: next]
    }
    return items
}

/// The strings of a NULL-terminated array the caller owns; the array is freed.
public func takeStrings(of array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    defer { g_strfreev(array) }
    var strings: [String] = []
    var index = 0
    while let string = array?[index] {
        strings.append(String(cString: string))
        index += 1
    }
    return strings
}
