// A sandboxed application's drop, for the share's tests: a GTK4 window that takes only the
// key of the desktop's FileTransfer portal, as a Flatpak application does (it cannot read
// the sender's paths), and asks the portal for the files. (Python's GTK cannot: PyGObject
// frees what gdk_drop_read_finish lends it.)
//     portal-drop-target OUT
// copies each file it gets into OUT and names it in OUT/received, a line "portal NAME"
// each ("portal-failed WHY" when it gets none); writes OUT/ready once on screen.
#include <gtk/gtk.h>
#include <stdio.h>

static const char *out;
static const char *portal_format = "application/vnd.portal.filetransfer";

static void record(const char *first, const char *second) {
    char *path = g_build_filename(out, "received", NULL);
    FILE *file = fopen(path, "a");
    if (file) {
        fprintf(file, "%s %s\n", first, second);
        fclose(file);
    }
    g_free(path);
}

static void copy_in(const char *path) {
    char *name = g_path_get_basename(path);
    char *copy = g_build_filename(out, name, NULL);
    GFile *from = g_file_new_for_path(path), *to = g_file_new_for_path(copy);
    GError *error = NULL;
    if (g_file_copy(from, to, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error)) {
        record("portal", name);
    } else {
        record("portal-failed", error->message);
        g_error_free(error);
    }
    g_object_unref(from);
    g_object_unref(to);
    g_free(copy);
    g_free(name);
}

// The files the sender registered under `key`, as the portal hands them to a receiver.
static void retrieve(const char *key) {
    GError *error = NULL;
    GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &error);
    GVariant *reply = bus ? g_dbus_connection_call_sync(bus, "org.freedesktop.portal.Documents", "/org/freedesktop/portal/documents",
                                                        "org.freedesktop.portal.FileTransfer", "RetrieveFiles",
                                                        g_variant_new("(sa{sv})", key, NULL), G_VARIANT_TYPE("(as)"),
                                                        G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error) : NULL;
    if (!reply) {
        record("portal-failed", error->message);
        g_error_free(error);
    } else {
        GVariantIter *paths;
        const char *path;
        g_variant_get(reply, "(as)", &paths);
        while (g_variant_iter_next(paths, "&s", &path)) copy_in(path);
        g_variant_iter_free(paths);
        g_variant_unref(reply);
    }
    if (bus) g_object_unref(bus);
}

typedef struct {
    GdkDrop *drop;
    GInputStream *stream;
    char key[512];
    gsize length;
} Reading;

// The key, read to its end as the sender's GTK writes it (through this main loop: no blocking read).
static void read_key(GObject *source, GAsyncResult *result, gpointer data) {
    Reading *reading = data;
    GError *error = NULL;
    gssize read = g_input_stream_read_finish(reading->stream, result, &error);
    if (read > 0 && reading->length + read < sizeof reading->key - 1) {
        reading->length += read;
        g_input_stream_read_async(reading->stream, reading->key + reading->length, sizeof reading->key - 1 - reading->length,
                                  G_PRIORITY_DEFAULT, NULL, read_key, reading);
        return;
    }
    reading->key[reading->length] = '\0';
    if (read < 0) {
        record("portal-failed", error->message);
        g_error_free(error);
    } else {
        retrieve(reading->key);
    }
    gdk_drop_finish(reading->drop, read < 0 ? 0 : GDK_ACTION_COPY);
    g_object_unref(reading->stream);
    g_object_unref(reading->drop);
    g_free(reading);
}

static void opened(GObject *source, GAsyncResult *result, gpointer data) {
    GdkDrop *drop = GDK_DROP(source);
    GError *error = NULL;
    const char *format;
    GInputStream *stream = gdk_drop_read_finish(drop, result, &format, &error);
    if (!stream) {
        record("portal-failed", error->message);
        g_error_free(error);
        gdk_drop_finish(drop, 0);
        return;
    }
    Reading *reading = g_new0(Reading, 1);
    reading->drop = g_object_ref(drop);
    reading->stream = stream;
    g_input_stream_read_async(stream, reading->key, sizeof reading->key - 1, G_PRIORITY_DEFAULT, NULL, read_key, reading);
}

static gboolean dropped(GtkDropTargetAsync *target, GdkDrop *drop, double x, double y, gpointer data) {
    const char *formats[] = {portal_format, NULL};
    gdk_drop_read_async(drop, formats, G_PRIORITY_DEFAULT, NULL, opened, NULL);
    return TRUE;
}

static void mapped(GtkWidget *window, gpointer data) {
    char *path = g_build_filename(out, "ready", NULL);
    g_file_set_contents(path, "ready\n", -1, NULL);
    g_free(path);
}

static void activate(GtkApplication *application, gpointer data) {
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Portal Drop Target");
    gtk_window_set_default_size(GTK_WINDOW(window), 300, 300);
    gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Drop here"));
    GdkContentFormats *formats = gdk_content_formats_new(&portal_format, 1);
    GtkDropTargetAsync *target = gtk_drop_target_async_new(formats, GDK_ACTION_COPY);
    g_signal_connect(target, "drop", G_CALLBACK(dropped), NULL);
    gtk_widget_add_controller(window, GTK_EVENT_CONTROLLER(target));
    g_signal_connect(window, "map", G_CALLBACK(mapped), NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    out = argv[1];
    GtkApplication *application = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), 1, argv);
    g_object_unref(application);
    return status;
}
