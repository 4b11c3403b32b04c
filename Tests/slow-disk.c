// Preloaded into instagrid by a test: every fsync() takes a fifth of a second, as on a busy
// USB disk or a network home, so that a write still going when the process ends shows.
#include <unistd.h>

int fsync(int fd) {
    (void)fd;
    usleep(200 * 1000);
    return 0;
}

int fdatasync(int fd) {
    return fsync(fd);
}
