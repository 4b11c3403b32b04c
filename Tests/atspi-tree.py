#!/usr/bin/python3
"""Prints the accessibility tree of the application named argv[1], as a screen reader
reads it over AT-SPI: one JSON object per node with its role, name, states and depth.
Waits (up to argv[2] seconds) for the application to appear on the bus."""
import json
import os
import sys
import time

from gi.repository import Gio, GLib

# libatspi would take a bus named on the X root window, which another session may have
# left there; the app's own session bus says which accessibility bus is this session's.
session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
reply = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
                          None, GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 10000, None)
os.environ["AT_SPI_BUS_ADDRESS"] = reply.unpack()[0]

import pyatspi  # noqa: E402  (reads the bus address when imported)


def find(name, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == name and app.childCount > 0:
                return app
        time.sleep(0.2)
    return None


def labels(node):
    """The names of what labels the node (GTK 4.18's menu items name themselves so)."""
    names = []
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [relation.getTarget(i).name or text(relation.getTarget(i)) for i in range(relation.getNTargets())]
    return names


def text(node):
    try:
        return node.queryText().getText(0, -1)
    except NotImplementedError:
        return ""


def walk(node, depth, out):
    states = node.getState()
    out.append({
        "depth": depth,
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "labels": labels(node),
        "text": text(node),
        "states": sorted(pyatspi.stateToString(s) for s in states.getStates()),
    })
    for child in node:
        if child is not None:
            walk(child, depth + 1, out)


app = find(sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 10)
if app is None:
    sys.exit(f"no application named {sys.argv[1]} on the accessibility bus")
nodes = []
walk(app, 0, nodes)
print(json.dumps(nodes))
