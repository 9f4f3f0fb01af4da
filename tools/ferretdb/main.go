// Command ferretdb serves the MongoDB wire protocol for the drafts service's tests and CI:
// FerretDB v1 embedded, storing its documents in a PostgreSQL database of the caller's choosing
// (docs/decisions/190). The released `ferretdb` command cannot be used: `go install` builds it,
// but it panics at start because the module leaves out a generated version file; the embeddable
// package skips that check and never sends telemetry.
//
//	ferretdb -listen 127.0.0.1:0 -postgresql-url postgres://postgres@127.0.0.1:5432/db
//
// It prints "ready mongodb://host:port/" on stdout once it accepts connections, and stops on
// SIGINT, SIGTERM or, with -stop-with-stdin, when its standard input closes (the process that
// started it died, even by kill -9).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on (port 0: any free port)")
	pgURL := flag.String("postgresql-url", os.Getenv("FERRETDB_POSTGRESQL_URL"), "PostgreSQL database the documents are stored in")
	// Error by default: FerretDB logs every command it does not implement at warn, with the whole
	// message, and the driver sends one of them (endSessions) each time a client closes.
	logLevel := flag.String("log-level", "error", "debug, info, warn or error")
	stopWithStdin := flag.Bool("stop-with-stdin", false, "stop when standard input closes")
	flag.Parse()

	// FerretDB's live heap is a few megabytes, so at Go's default (GOGC=100) it collects after every
	// few megabytes allocated, and each command allocates many (documents are converted to and from
	// PostgreSQL's jsonb). Collecting at five times the live heap instead costs about 10 MB and
	// saves about 40% of FerretDB's CPU per draft save (decision 242). GOGC in the environment decides.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}

	if *pgURL == "" {
		fail("-postgresql-url (or FERRETDB_POSTGRESQL_URL) is required, e.g. postgres://postgres@127.0.0.1:5432/ferretdb")
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fail("-log-level: %v", err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	server, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Logger:        logger,
		Handler:       "postgresql",
		PostgreSQLURL: *pgURL,
	})
	if err != nil {
		fail("%v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *stopWithStdin {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	// The listener is bound by New, so the address (and a port chosen by the system) is known now.
	fmt.Printf("ready %s\n", server.MongoDBURI())
	if err := server.Run(ctx); err != nil {
		fail("%v", err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "ferretdb: "+format+"\n", args...)
	os.Exit(1)
}
