/* The reference for bench/startup and bench/screen: the least a GTK4 app can do
 * to show a window. With BARE_TRACE set to a file, it logs each frame's gap from
 * the one before as instagrid's INSTAGRID_TRACE does ("<ms> frame <gap ms>", the
 * monotonic clock read when the frame runs). */
#include <gtk/gtk.h>
#include <stdio.h>

static gboolean log_frame(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    static gint64 last;
    gint64 now = g_get_monotonic_time();
    if (last) {
        fprintf(data, "%.3f frame %.3f\n", now / 1000.0, (now - last) / 1000.0);
        fflush(data);
    }
    last = now;
    return G_SOURCE_CONTINUE;
}

static void activate(GtkApplication *app, gpointer data) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Bare GTK4 window");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 760);
    const char *trace = g_getenv("BARE_TRACE");
    FILE *file = trace ? fopen(trace, "a") : NULL;
    if (file)
        gtk_widget_add_tick_callback(window, log_frame, file, NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("io.github.instagrid.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
